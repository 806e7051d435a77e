-- Accounts: single-use email tokens, the local email outbox, failed and counted auth attempts, Google links, mail language.
CREATE TABLE account_tokens (
  token_hash TEXT    PRIMARY KEY,                           -- SHA-256 of the token carried by the link
  user_id    INTEGER NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  purpose    TEXT    NOT NULL CHECK (purpose IN ('confirm_email', 'restore_password')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX account_tokens_user    ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expires ON account_tokens (expires_at);

-- Mail written by the outbox sender (local runs and tests); production sends through a provider instead.
CREATE TABLE email_outbox (
  email_id   INTEGER PRIMARY KEY,
  to_address TEXT    NOT NULL,
  kind       TEXT    NOT NULL,
  subject    TEXT    NOT NULL,
  body_text  TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX email_outbox_to ON email_outbox (to_address, email_id DESC);

-- One row per counted attempt; rate limits count the rows of a subject inside their window (worker/auth/rate-limit.ts).
CREATE TABLE auth_attempts (
  scope   TEXT    NOT NULL,                                 -- login_account, login_ip, signup_ip, restore_email, restore_ip
  subject TEXT    NOT NULL,                                 -- lower-cased username or email, or the client IP
  at      INTEGER NOT NULL
);
CREATE INDEX auth_attempts_subject ON auth_attempts (scope, subject, at);
CREATE INDEX auth_attempts_at      ON auth_attempts (at);

ALTER TABLE users ADD COLUMN google_sub TEXT;              -- Google account id ("sub") linked to this member
CREATE UNIQUE INDEX users_google_sub ON users (google_sub) WHERE google_sub IS NOT NULL;
ALTER TABLE users ADD COLUMN lang TEXT;                    -- language of the member's emails
