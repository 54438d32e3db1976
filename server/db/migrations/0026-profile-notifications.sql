-- Issue 19 item 3: the learning area's profile (learning-area.md 3 "User profile", 4.13, 5, 7.9).
-- What the company says about a user, read-only in the app and owned by the fixture like department
-- and role (replaced when the fixture changes): the unit, the branch, the employee code and the manager.
ALTER TABLE users ADD COLUMN IF NOT EXISTS unit text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS branch text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS employee_code text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS manager_name text;

-- A user's own choice for one of the tenant's notification settings (the settings themselves, with
-- their section and status, are the fixture's collection notificationSettings). Only OPTIONAL ones
-- are stored: a MANDATORY one is always on, and a setting without a row is on. Kept across starts.
CREATE TABLE IF NOT EXISTS notification_user_choices (
  id_app               integer NOT NULL,
  -- idNotificationUser of the API: handed out by the database, never by max()+1.
  id_notification_user integer GENERATED ALWAYS AS IDENTITY,
  id_user              integer NOT NULL,
  id_notification      integer NOT NULL,
  active               smallint NOT NULL CHECK (active IN (0, 1)),
  changed_at           timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_notification_user),
  UNIQUE (id_app, id_user, id_notification),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
