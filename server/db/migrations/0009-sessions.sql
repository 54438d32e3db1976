-- Sessions that end (issue 9). Kept across restarts like tokens (never replaced by the fixture seed).

-- A renewed session token is marked replaced: it still answers during its grace period (requests
-- already in flight), but it can never be renewed again, so one token cannot fork two sessions.
ALTER TABLE tokens ADD COLUMN IF NOT EXISTS replaced_at timestamptz;

-- Tokens made when they lived 30 days get the 7 days of today (session-tokens.ts); idempotent.
UPDATE tokens SET expires_at = created_at + interval '7 days'
 WHERE expires_at > created_at + interval '7 days';

-- Link tokens: the short-lived, single-purpose tokens the app puts in addresses (an embedded page, a
-- journey frame, the admin link) instead of the session token. Only a SHA-256 is stored; the session
-- guard never reads this table, so a link token opens no route but the one-time automatic login.
CREATE TABLE IF NOT EXISTS link_tokens (
  token_hash  text PRIMARY KEY,
  id_app      integer NOT NULL,
  id_user     integer NOT NULL,
  purpose     text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX IF NOT EXISTS link_tokens_user ON link_tokens (id_app, id_user);
