-- A member's own account deletion (issue 28, docs/privacy.md): the row stays as a tombstone so the username (and its
-- look-alike key) stays reserved, hidden like a disabled account (status_id 0) with everything personal cleared.
-- deleted_at marks it: a deleted account is never enabled again from the console.
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
