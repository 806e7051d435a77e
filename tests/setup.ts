// Per test file: apply the real migrations, then write a small deterministic demo catalogue (no media) and the partner feeds.
import { applyD1Migrations, env } from 'cloudflare:test';
import { hasAnyVideo } from '../worker/db/bulk';
import { writeCatalogue } from '../seed/write';
import { writePartnerFeeds } from '../seed/partner-feeds';

/** A fixed "now" so the catalogue (dates, daily view counts) is the same in every run. */
export const TEST_NOW = Math.floor(Date.now() / 1000);

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (!(await hasAnyVideo(env.DB))) {
  await writeCatalogue({ DB: env.DB }, { videos: 400, now: TEST_NOW });
  await writePartnerFeeds(env.MEDIA);
}
