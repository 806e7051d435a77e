-- Clicks on ads, counted by /ads/click/{zone}/{creative}/ per creative and UTC day (worker/db/ad-clicks.ts). Zones and
-- creatives live in the configuration (worker/config/ads.ts), so they are named by their configured ids.
CREATE TABLE ad_clicks (
  zone_id     TEXT    NOT NULL,
  creative_id TEXT    NOT NULL,
  day         TEXT    NOT NULL,             -- YYYY-MM-DD, UTC
  clicks      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (zone_id, creative_id, day)
) WITHOUT ROWID;
