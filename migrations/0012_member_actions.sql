-- Rate limits of members' wall posts and messages count a member's recent rows: read them by author and time.
CREATE INDEX wall_posts_user ON wall_posts (user_id, created_at DESC);
CREATE INDEX messages_sent   ON messages (sender_id, created_at DESC);
