-- Every card kind shows its picture in sizes (docs/runners.md, "Processing"): the stem of a picture's WebP sizes
-- ({set}-{width}.webp, at the widths of its shape in worker/config/uploads.ts), NULL when it has none (an upload stored
-- as sent): the card shows the picture as it is. Models are portraits, channels landscape; members' avatars and album
-- photos squares, and an album's card shows its cover photo's.
ALTER TABLE models ADD COLUMN thumb_set TEXT;
ALTER TABLE channels ADD COLUMN thumb_set TEXT;
ALTER TABLE users ADD COLUMN avatar_set TEXT;
ALTER TABLE photos ADD COLUMN thumb_set TEXT;
ALTER TABLE albums ADD COLUMN cover_set TEXT;
