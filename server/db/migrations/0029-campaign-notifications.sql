-- Issue 20 item 3: the campaign modal (content-app.md 2.8, 3 Campaign notified, 7 POST
-- /campaign/{id}/users/{id}/notified). A participant of a campaign (the fixture's campaignUsers) is
-- shown it once: the row says when they closed its modal, and GET /campaign/listbyuser leaves it out.
-- Written by the users, so never replaced by the fixture seed.
CREATE TABLE IF NOT EXISTS campaign_notifications (
  id_app       integer NOT NULL,
  id_campaign  integer NOT NULL,
  id_user      integer NOT NULL,
  notified_at  timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user, id_campaign),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
