-- The profile area (content-app.md 2.4, 7): files sent to the upload service (the profile photo).
-- Kept across starts like every other thing users create.

CREATE TABLE IF NOT EXISTS uploaded_files (
  id_app      integer NOT NULL,
  -- Random and unguessable: the address is handed to <img>, which cannot send the bearer token.
  id_file     text    NOT NULL,
  id_user     integer NOT NULL,
  file_name   text    NOT NULL,
  mimetype    text    NOT NULL,
  -- Where the bytes are in the file store (server/files/): the table keeps only the metadata.
  storage_key text    NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_file),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

-- Tables from before the file store had the bytes in a bytes column: see
-- server/files/move-bytes-to-files.ts, which fills storage_key and drops bytes.
ALTER TABLE uploaded_files ADD COLUMN IF NOT EXISTS storage_key text;
