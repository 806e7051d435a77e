-- Navigation analytics per site (issue 31, docs/network.md): sister sites may share one catalogue, so the D1 stand-in's
-- events and the campaign rollup name the site they were counted on (its file's feedName). Rows from before sites
-- were named keep '' and count under every site together.
ALTER TABLE analytics_events ADD COLUMN site TEXT NOT NULL DEFAULT '';

CREATE TABLE campaign_days_by_site (
  site     TEXT    NOT NULL DEFAULT '',                      -- the site's feedName; '' from before sites were named
  campaign TEXT    NOT NULL,
  day      INTEGER NOT NULL,                                 -- days since 1970-01-01 (UTC)
  visits   INTEGER NOT NULL DEFAULT 0,
  signups  INTEGER NOT NULL DEFAULT 0,
  uploads  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site, campaign, day)
) WITHOUT ROWID;
INSERT INTO campaign_days_by_site (site, campaign, day, visits, signups, uploads)
  SELECT '', campaign, day, visits, signups, uploads FROM campaign_days;
DROP TABLE campaign_days;
ALTER TABLE campaign_days_by_site RENAME TO campaign_days;
CREATE INDEX campaign_days_recent ON campaign_days (day DESC, campaign);
