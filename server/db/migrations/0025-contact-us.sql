-- Issue 19 item 3: the contact-us form (learning-area.md 2.2 /contactus, 5, 7.9 POST
-- /notifications/emails/CONTACT_US). Every message a learner sent, with who, when and the company
-- address it went to (the tenant fixture's notificationEmails); the e-mail itself goes to the
-- development outbox file. Measured as the form measures it: trimmed, 1 to 2000 characters.
CREATE TABLE IF NOT EXISTS contact_messages (
  id_message  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id_app      integer NOT NULL,
  id_user     integer NOT NULL,
  message     text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  sent_to     text NOT NULL,
  created_at  timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS contact_messages_by_user ON contact_messages (id_app, id_user, created_at);
