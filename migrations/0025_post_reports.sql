-- Reports on one comment or one wall post (issue 28): filed from the post's own Report control by members and guests,
-- read by moderators in the reports queue with the post in its context, where they delete it or dismiss the report.
-- The reason is the report's message ("{reason}: {details}"); the subject is 'inappropriate'.
ALTER TABLE reports ADD COLUMN comment_id INTEGER;
ALTER TABLE reports ADD COLUMN wall_post_id INTEGER;
CREATE INDEX reports_comment   ON reports (comment_id)   WHERE comment_id IS NOT NULL;
CREATE INDEX reports_wall_post ON reports (wall_post_id) WHERE wall_post_id IS NOT NULL;
