-- The SHA-256 of the fixture last seeded into each app (server/db/seed-tenants.ts): a start seeds a
-- tenant again only when its fixture changed, instead of re-writing every catalogue at every start of
-- every process. NULL (an app seeded before this column) means "seed at the next start".
ALTER TABLE apps ADD COLUMN IF NOT EXISTS fixture_sha256 text;
