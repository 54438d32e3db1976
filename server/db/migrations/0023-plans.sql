-- Issue 19 item 6: plans and trial (learning-area.md 3 Plan, 4.8, 5, 7.6, 9). The company's trial
-- ('degustação') ends on a stored day, so its days left count down on the server's clock; it is seeded
-- from the fixture (a number of days from the seeding day, or an absolute date) and what the company did
-- since (an extension) survives a restart until the fixture's trial itself changes (seeded_from).
-- One trial per company: a company that never had one may start one (request-trial).
CREATE TABLE IF NOT EXISTS learning_plan_trials (
  id_app        integer PRIMARY KEY REFERENCES apps (id_app) ON DELETE CASCADE,
  id_plan       integer NOT NULL,
  -- The company's day (America/Sao_Paulo) the trial ends: 0 days left from that day on.
  finish_day    date NOT NULL,
  -- 1: the first trial; 2: extended once (4.8: only while it is 1).
  trials_count  integer NOT NULL CHECK (trials_count >= 1),
  -- The fixture's trial as last seeded; null: started in the app.
  seeded_from   jsonb
);

-- An administrator's request to hire a plan: the licences and the monthly price of the shared
-- calculator (src/shared-rules/plan-pricing.ts), which the server recomputed. Sales confirms later.
CREATE TABLE IF NOT EXISTS learning_plan_requests (
  id_app              integer NOT NULL,
  id_request          integer GENERATED ALWAYS AS IDENTITY,
  id_user             integer NOT NULL,
  id_plan             integer NOT NULL,
  number_of_licences  integer NOT NULL CHECK (number_of_licences >= 1),
  monthly_price       numeric(14, 2) NOT NULL CHECK (monthly_price > 0),
  created_at          timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_request),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS learning_plan_requests_by_plan ON learning_plan_requests (id_app, id_plan);

-- The development outbox of the plans area: what would go to the sales team (a contact, a plan
-- request, a trial started or extended). Nothing leaves the machine; a deployment reads this table.
CREATE TABLE IF NOT EXISTS learning_plan_outbox (
  id_message  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_app      integer NOT NULL,
  id_user     integer NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('contact-trial', 'request-plan', 'request-trial', 'extend-trial')),
  message     jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS learning_plan_outbox_by_app ON learning_plan_outbox (id_app, created_at);
