-- Cards that show real images in the right size and come alive under the pointer (docs/runners.md, "Processing").
-- thumb_set: the stem of the card image's WebP sizes ({thumb_set}-320.webp, -480.webp, -640.webp); NULL when the card
-- image has none (processed before them): it shows `thumb` as it is. preview_key: the short preview clip a card plays.
ALTER TABLE videos ADD COLUMN thumb_set TEXT;
ALTER TABLE videos ADD COLUMN preview_key TEXT;
