-- Issue 19: first access by phone and PIN (content-app.md 2.3, 4, 5, 7, 8; learning-area.md 2.1). A
-- user waiting for activation signs in only after it; one PIN per phone at a time, stored hashed, with
-- its expiry and the wrong tries counted.
ALTER TABLE users ADD COLUMN IF NOT EXISTS pending_activation boolean NOT NULL DEFAULT false;

CREATE TABLE IF NOT EXISTS activation_pins (
  id_app      integer NOT NULL,
  phone       text NOT NULL,
  id_user     integer NOT NULL,
  pin_hash    text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (id_app, phone),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
