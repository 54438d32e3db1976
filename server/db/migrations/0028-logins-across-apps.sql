-- Issue 19 item 5: the login info lists every app where the same person (the same login, without case)
-- has an account (appsUserAccess), and the app switch looks the person up in another app. Both search
-- every tenant's users by login, which the per-tenant index (id_app, lower(email)) cannot serve.
CREATE INDEX IF NOT EXISTS users_login_any_app ON users (lower(email));
