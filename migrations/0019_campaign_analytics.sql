-- Navigation analytics (issue 18). Page views, sign-ups and uploads go to Workers Analytics Engine in production
-- (docs/analytics.md); analytics_events is its local stand-in, written only where that dataset cannot be read (local
-- runs, or no binding), with the same fields. campaign_days is the per-campaign daily rollup the console reads in
-- production too, upserted only for events that carry a campaign (a fraction of the traffic).
CREATE TABLE analytics_events (
  event_id INTEGER PRIMARY KEY,
  at       INTEGER NOT NULL,                                 -- unix seconds
  kind     TEXT    NOT NULL,                                 -- page, signup, upload
  route    TEXT    NOT NULL,                                 -- the route pattern, e.g. /videos/:id{[0-9]+}/:dir/
  lang     TEXT    NOT NULL,
  section  TEXT    NOT NULL,
  country  TEXT    NOT NULL,
  campaign TEXT    NOT NULL DEFAULT '',                      -- '' when none
  htmx     INTEGER NOT NULL DEFAULT 0                        -- 1: an htmx navigation (HX-Request)
);
CREATE INDEX analytics_events_campaign ON analytics_events (campaign, at);

-- One row per campaign and UTC day: visits (page views whose query named the campaign), and the sign-ups and uploads
-- of visits it was remembered for.
CREATE TABLE campaign_days (
  campaign TEXT    NOT NULL,
  day      INTEGER NOT NULL,                                 -- days since 1970-01-01 (UTC)
  visits   INTEGER NOT NULL DEFAULT 0,
  signups  INTEGER NOT NULL DEFAULT 0,
  uploads  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign, day)
) WITHOUT ROWID;
CREATE INDEX campaign_days_recent ON campaign_days (day DESC, campaign);
