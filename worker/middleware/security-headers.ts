// Security headers and the adult-content label on every response; only paths declared frameable may be embedded by
// other sites.
import type { Context, MiddlewareHandler } from 'hono';
import { RTA_LABEL } from '../config/site';

export interface SecurityHeadersOptions {
  /** Paths that other sites may show in an iframe (the embed player). */
  frameable: (path: string) => boolean;
  /** Third-party origins configured features need, per directive (the captcha, ad zones' frames and scripts); none by default. */
  trusted?: (c: Context) => TrustedOrigins;
}

/** Origins added to the CSP's script-src and frame-src. */
export interface TrustedOrigins {
  script: readonly string[];
  frame: readonly string[];
}

const NONE: TrustedOrigins = { script: [], frame: [] };

function sources(origins: readonly string[]): string {
  return [...new Set(origins)].map((origin) => ` ${origin}`).join('');
}

function policy(trusted: TrustedOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(trusted.script)}`,
    `frame-src 'self'${sources(trusted.frame)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self' data:", // the player skin's icon font is inlined in video.js's CSS
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  return async function setSecurityHeaders(c, next) {
    await next();
    const frameable = options.frameable(c.req.path);
    c.header('Content-Security-Policy', `${policy(options.trusted?.(c) ?? NONE)}; frame-ancestors ${frameable ? '*' : "'self'"}`);
    if (!frameable) c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Filters that read headers (parental controls, proxies) label pages, API answers, media and the embed alike.
    c.header('Rating', RTA_LABEL);
    // Browsers that saw the site over HTTPS keep to HTTPS for a year (plain-HTTP local runs send nothing).
    if (new URL(c.req.url).protocol === 'https:') c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
