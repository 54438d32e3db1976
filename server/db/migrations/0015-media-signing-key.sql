-- Issue 17, defect 1: the key that signs learning media addresses (server/tenants/media-signature.ts),
-- the same for every API process: one row, inserted by the first process that needs it with
-- ON CONFLICT DO NOTHING (server/tenants/store.ts).
CREATE TABLE IF NOT EXISTS media_signing_key (
  id     smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
