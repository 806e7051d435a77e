// The runner's settings, read once from the environment (the table in docs/runners.md).
import { hostname, homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Config {
  /** The site's base URL, always ending in `/`: the API paths are resolved against it. */
  siteUrl: URL;
  registrationToken: string;
  name: string;
  statePath: string;
  workDir: string;
  pollSeconds: number;
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** RUNNER_ALLOW_PRIVATE_SOURCES=true: imports' URLs may name private and loopback addresses (local runs only). */
  allowPrivateSources: boolean;
}

/** A setting is missing or malformed; the message is the one line the operator sees. */
export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const site = env.SITE_URL || 'http://127.0.0.1:8787';
  let siteUrl: URL;
  try {
    siteUrl = new URL(site.endsWith('/') ? site : `${site}/`);
  } catch {
    throw new ConfigError(`SITE_URL is not a URL: ${site}`);
  }
  if (siteUrl.protocol !== 'http:' && siteUrl.protocol !== 'https:') {
    throw new ConfigError(`SITE_URL must be an http(s) URL: ${site}`);
  }
  const registrationToken = env.RUNNER_REGISTRATION_TOKEN?.trim();
  if (!registrationToken) {
    throw new ConfigError('RUNNER_REGISTRATION_TOKEN is required: the site\'s registration token (wrangler secret put RUNNER_REGISTRATION_TOKEN)');
  }
  const pollSeconds = Number(env.RUNNER_POLL_SECONDS || '3');
  if (!Number.isFinite(pollSeconds) || pollSeconds <= 0) {
    throw new ConfigError(`RUNNER_POLL_SECONDS must be a positive number of seconds: ${env.RUNNER_POLL_SECONDS}`);
  }
  return {
    siteUrl,
    registrationToken,
    name: env.RUNNER_NAME || hostname(),
    statePath: resolve(env.RUNNER_STATE || join(homedir(), '.tube-runner.json')),
    workDir: resolve(env.RUNNER_WORKDIR || tmpdir()),
    pollSeconds,
    ffmpegPath: env.FFMPEG_PATH || undefined,
    ffprobePath: env.FFPROBE_PATH || undefined,
    allowPrivateSources: env.RUNNER_ALLOW_PRIVATE_SOURCES === 'true',
  };
}
