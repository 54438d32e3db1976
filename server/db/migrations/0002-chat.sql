-- Chat rooms (content-app.md 2.6 "room chat with per-date message storage", 7 /chat/...): the messages
-- users send. Demo messages come from the fixture's chatRooms collection and are not stored here.
CREATE TABLE IF NOT EXISTS chat_messages (
  id_app      integer NOT NULL REFERENCES apps (id_app) ON DELETE CASCADE,
  id_message  integer GENERATED ALWAYS AS IDENTITY,
  id_room     integer NOT NULL,
  -- The day the message belongs to on the chat's clock: the per-date grouping the API answers with.
  chat_date   date    NOT NULL,
  -- "dd-mm-yyyy hh:mm:ss" with a zero-based month, as the server stamped it (the API contract).
  moment      text    NOT NULL,
  sent_at     timestamptz NOT NULL,
  id_user     integer NOT NULL,
  -- The author's name when sending: the message keeps it even if the profile changes later.
  user_name   text    NOT NULL,
  message     text    NOT NULL,
  PRIMARY KEY (id_app, id_message),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX IF NOT EXISTS chat_messages_room ON chat_messages (id_app, id_room, chat_date, sent_at);
