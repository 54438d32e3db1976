-- Issue 19: terms (learning-area.md 2.2, 4.12, 7.9; content-app.md 4). The agreement (apps.agreement)
-- has one current version; responsibility terms are several, each with its own version, owned by the
-- fixture like the agreement. Every acceptance is kept with its version and time, so what a user
-- accepted, and when, can be shown later; users.accepted_agreement_version stays the quick answer.
ALTER TABLE apps ADD COLUMN IF NOT EXISTS responsibility_terms jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE IF NOT EXISTS term_acceptances (
  id_app                 integer NOT NULL,
  id_user                integer NOT NULL,
  -- 'agreement' (id_term 0) or 'responsibility' (the term's idTermOfResponsibility).
  kind                   text NOT NULL CHECK (kind IN ('agreement', 'responsibility')),
  id_term                integer NOT NULL,
  version                text NOT NULL,
  accepted_at            timestamptz NOT NULL,
  communication_accepted smallint,
  PRIMARY KEY (id_app, id_user, kind, id_term, version),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
