-- The profile area (content-app.md 2.4, 7): files sent to the upload service (the profile photo).
-- Kept across starts like every other thing users create.

CREATE TABLE IF NOT EXISTS uploaded_files (
  id_app      integer NOT NULL,
  -- Random and unguessable: the address is handed to <img>, which cannot send the bearer token.
  id_file     text    NOT NULL,
  id_user     integer NOT NULL,
  file_name   text    NOT NULL,
  mimetype    text    NOT NULL,
  bytes       bytea   NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_file),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
