-- Issue 19 item 7: single sign-on by OpenID Connect (server/auth/sso.ts). A tenant's identity provider
-- (apps.sso: issuer, client id, the name of the variable holding the client secret) comes with its
-- fixture like the agreement; NULL: the tenant has none, and the SSO address answers its 501 page.
ALTER TABLE apps ADD COLUMN IF NOT EXISTS sso jsonb;

-- One row per sign-in started at the provider, until its callback or its expiry: the PKCE verifier and
-- the nonce stay on the server, the state travels in the address and in the browser's cookie. The
-- callback takes its row with DELETE ... RETURNING, so a state is used once even by simultaneous calls.
CREATE TABLE IF NOT EXISTS sso_logins (
  state         text PRIMARY KEY,
  id_app        integer NOT NULL REFERENCES apps (id_app) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  callback      text NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sso_logins_expiry ON sso_logins (expires_at);
