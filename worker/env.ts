// The worker's environment: bindings from wrangler.toml and the per-request variables middleware sets.
import { createFactory } from 'hono/factory';
import type { Lang, Translate } from '../locales';
import type { Section } from './domain/vocabularies';
import type { LanguageHost } from './config/language-hosts';
import type { MemberPageState } from './loaders/member-page-state';
import type { Notice } from './middleware/flash';
import type { ImportMessage } from './imports/run';
import type { SearchTermMessage } from './stats/search-terms';
import type { ViewMessage } from './stats/views';

export interface Bindings {
  DB: D1Database;
  CACHE: KVNamespace;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  /** View statistics on their way to D1 (worker/stats/views.ts). */
  VIEWS: Queue<ViewMessage>;
  /** Terms of searches that found videos, on their way to the suggester (worker/stats/search-terms.ts). */
  SEARCHES: Queue<SearchTermMessage>;
  /** Started imports, advanced a step per message (worker/imports/run.ts). */
  IMPORTS: Queue<ImportMessage>;
  /** Signs media URLs (worker/media/signing.ts); a secret in production, a per-run random value locally. */
  MEDIA_SECRET: string;
  /** Runners register with this token (docs/runners.md); a secret in production, a per-state value locally. Unset: no runner may register. */
  RUNNER_REGISTRATION_TOKEN?: string;
  /** 'true' keeps an upload's source in R2 after processing; anything else drops it. */
  KEEP_SOURCES?: string;
  /** What a member's account deletion does with their uploads: 'take_down' (default) or 'keep' (worker/config/account-deletion.ts). */
  DELETED_ACCOUNT_UPLOADS?: string;
  /** Milliseconds D1 may answer nothing before it counts as an outage (worker/db/request-database.ts); default 3000. */
  D1_SILENCE_MS?: string;
  /** 'local' only under `npm start` and the tests; enables the CF-IPCountry override. */
  APP_ENV: 'production' | 'local';
  /** 'off' disables the data and page caches (debugging, and the uncached benchmark). */
  CACHE_MODE?: 'on' | 'off';
  /** Cloudflare Turnstile; captcha checks are off unless both are set (worker/auth/captcha.ts). */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** Google sign-in; off unless both are set (worker/auth/google.ts). */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Where mail goes (worker/auth/mailer.ts): 'outbox' (default, a D1 table read locally) or 'resend' (HTTP API). */
  EMAIL_PROVIDER?: 'outbox' | 'resend';
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Navigation analytics (docs/analytics.md): the Workers Analytics Engine dataset; unset, only the D1 stand-in records. */
  ANALYTICS?: AnalyticsEngineDataset;
  /** 'off': no event goes to the D1 stand-in, even locally or without the binding (the campaign rollup still counts). */
  ANALYTICS_STAND_IN?: string;
  /** The ad zones as JSON text, or a table in wrangler.toml (worker/config/ads.ts, docs/ads.md); unset: the demo zones. */
  ADS?: string | object;
  /** Partners whose players imported videos embed (worker/config/embeds.ts): JSON text or a table; unset, the demo partner. */
  EMBED_PARTNERS?: string | object;
  /** Which sister site this deployment serves: a file of sites/ by name (worker/config/sites.ts); unset, AsiaTube. */
  SITE?: string;
}

export interface SessionUser {
  userId: number;
  username: string;
  avatar: string | null;
  statusId: number;
  role: 'member' | 'moderator' | 'admin';
  /** Messages sent to the member they have not read yet (the header's count). */
  unreadMessages: number;
}

export interface Variables {
  lang: Lang;
  /** True when the language came from a language host or the app_lang cookie rather than the default. */
  langChosen: boolean;
  /** The host the request arrived at and the language it fixes (worker/config/language-hosts.ts). */
  languageHost: LanguageHost;
  t: Translate;
  section: Section;
  gender: 0 | 1 | 2;
  country: string;
  /** The language of the age gate this visitor still has to pass, or null when there is none. */
  ageGateLang: Lang | null;
  showCookieNotice: boolean;
  user: SessionUser | null;
  /** The one-time notice the previous response left (flash), if any. */
  notice: Notice | null;
  /** The element an htmx request swaps; the page then renders without its shell. */
  htmxTarget: string | null;
  /** D1 failed and the response was built from cached copies past their lifetime: answered, never cached. */
  staleData?: boolean;
  /** D1 failed while the member's session was read: the page is the public one, with a notice. */
  accountsUnavailable?: boolean;
  /** What this page adds for the signed-in member, read with their session. */
  memberPageState?: MemberPageState;
  /** The campaign this request is attributed to: its query's tag, else the one the visit remembers (middleware/campaign.ts). */
  campaign: string | null;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };

export const factory = createFactory<AppEnv>();
