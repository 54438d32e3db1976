-- Issue 19 item 1: the onboarding shown after the terms (learning-area.md 3, 4.12; content-app.md 2.1,
-- 3). The tenant's onboarding page (apps.onboarding: {url}, from its fixture) is shown once per user:
-- onboarding_seen_at is when the user finished it ('Concluir'); null: still to show when the tenant has one.
ALTER TABLE apps ADD COLUMN IF NOT EXISTS onboarding jsonb;
ALTER TABLE users ADD COLUMN IF NOT EXISTS onboarding_seen_at timestamptz;
