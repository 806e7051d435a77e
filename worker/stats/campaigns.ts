// Campaign tags: the `campaign` (or its alias `camp`) query value of a navigation, and the cookie that remembers it
// for the visit, so a later sign-up or upload is attributed to it. A malformed value is ignored, never an error.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod';
import { sharedPrivateCookie } from '../auth/session-cookie';
import type { AppEnv } from '../env';

export const CAMPAIGN_COOKIE = 'campaign';
/** The query names of a campaign, in the order they are read. */
export const CAMPAIGN_QUERY_NAMES = ['campaign', 'camp'] as const;
/** A visit keeps its campaign this long after its latest page view (sliding, like an analytics session). */
export const CAMPAIGN_VISIT_SECONDS = 30 * 60;

const campaignSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** The value when it is a campaign tag (1 to 64 of A-Z, a-z, 0-9, dot, underscore, dash), else null. */
export function campaignValue(value: string | undefined): string | null {
  const parsed = campaignSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The campaign the request's query names: the first valid one of `campaign` and `camp`. */
export function queryCampaign(c: Context<AppEnv>): string | null {
  for (const name of CAMPAIGN_QUERY_NAMES) {
    const value = campaignValue(c.req.query(name));
    if (value) return value;
  }
  return null;
}

/** The campaign the visit remembers. */
export function rememberedCampaign(c: Context<AppEnv>): string | null {
  return campaignValue(getCookie(c, CAMPAIGN_COOKIE));
}

/** Remembers (or keeps remembering) the campaign for the next CAMPAIGN_VISIT_SECONDS, on every language host. */
export function rememberCampaign(c: Context<AppEnv>, campaign: string): void {
  setCookie(c, CAMPAIGN_COOKIE, campaign, { ...sharedPrivateCookie(c), maxAge: CAMPAIGN_VISIT_SECONDS });
}
