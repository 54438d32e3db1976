-- The reference API's core tables. Migrations 0001 to 0011 are the schema files that ran at every start
-- before migrations were numbered: each statement stays idempotent, so a database those servers created
-- is brought up to date like an empty one. Later migrations run once (server/db/migrate.ts).
-- Ids written in fixtures are unique per tenant only, hence the composite keys with id_app.
-- Fixture-owned data (apps, their menu, design and content, the fixture users' login, password and
-- roles) is replaced at every start; what users create or edit (their profile fields, tokens, reset
-- requests, last login) is kept: see server/db/seed-tenants.ts.

CREATE TABLE IF NOT EXISTS apps (
  id_app      integer PRIMARY KEY,
  id_company  integer NOT NULL,
  bucket      text    NOT NULL UNIQUE,
  -- false when the app's fixture is no longer among those the server was started with: its users'
  -- data is kept, but its host no longer answers.
  active      boolean NOT NULL DEFAULT true,
  details     jsonb   NOT NULL,
  -- Menu and design are read and replaced as a whole, exactly as the tenant designer wrote them.
  menu        jsonb   NOT NULL,
  design      jsonb   NOT NULL,
  agreement   jsonb,
  seeded_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS users (
  id_app        integer NOT NULL REFERENCES apps (id_app) ON DELETE CASCADE,
  id_user       integer NOT NULL,
  email         text    NOT NULL,
  name          text    NOT NULL,
  password_hash text    NOT NULL,
  admin         smallint NOT NULL DEFAULT 0,
  can_access_support boolean NOT NULL DEFAULT false,
  gamification  smallint NOT NULL DEFAULT 0,
  department    text,
  role          text,
  phone         text,
  cpf           text,
  photo         text,
  active        smallint NOT NULL DEFAULT 1,
  ask_pwa       smallint NOT NULL DEFAULT 1,
  communication_accepted      smallint NOT NULL DEFAULT 0,
  user_licence_terms_accepted smallint NOT NULL DEFAULT 0,
  accepted_agreement_version  text,
  email_notification smallint NOT NULL DEFAULT 1,
  sms_notification   smallint NOT NULL DEFAULT 0,
  last_login    timestamptz,
  PRIMARY KEY (id_app, id_user)
);

-- What the fixture last wrote into the profile fields users may edit (name, phone, cpf, photo): seeding
-- updates a field only while it still holds that value, so a user's own edit survives every restart.
ALTER TABLE users ADD COLUMN IF NOT EXISTS seeded_profile jsonb;

-- Logins are e-mails compared without case, unique within a tenant.
CREATE UNIQUE INDEX IF NOT EXISTS users_app_login ON users (id_app, lower(email));

CREATE TABLE IF NOT EXISTS content_items (
  id_app          integer NOT NULL REFERENCES apps (id_app) ON DELETE CASCADE,
  id_content_item integer NOT NULL,
  id_section      integer,
  -- The item's place in its fixture: lists keep the order the designer chose.
  position        integer NOT NULL,
  item            jsonb   NOT NULL,
  PRIMARY KEY (id_app, id_content_item)
);

CREATE INDEX IF NOT EXISTS content_items_section ON content_items (id_app, id_section, position);

CREATE TABLE IF NOT EXISTS tokens (
  -- Only a SHA-256 of the bearer token is stored: a leaked table does not leak sessions.
  token_hash  text PRIMARY KEY,
  id_app      integer NOT NULL,
  id_user     integer NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX IF NOT EXISTS tokens_user ON tokens (id_app, id_user);

CREATE TABLE IF NOT EXISTS password_reset_requests (
  id           serial PRIMARY KEY,
  id_app       integer NOT NULL,
  id_user      integer NOT NULL,
  email        text    NOT NULL,
  requested_at timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

-- Fixture-owned collections read as a whole by one route each (media library files, agenda events
-- and types, user uploads): replaced at every start, like the menu.
CREATE TABLE IF NOT EXISTS tenant_collections (
  id_app  integer NOT NULL REFERENCES apps (id_app) ON DELETE CASCADE,
  name    text    NOT NULL,
  items   jsonb   NOT NULL,
  PRIMARY KEY (id_app, name)
);
