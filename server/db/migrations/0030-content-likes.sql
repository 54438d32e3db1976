-- Likes in the content app (content-app.md 4 "Like", 6 "Likes require enrollment", 7 "Like: POST or
-- DELETE by element type and id"): one row per learner and liked element (a section's tile or a
-- content), and whether a user is enrolled in the tenant's programme (a guest is not), which the
-- fixture sets.
CREATE TABLE IF NOT EXISTS content_likes (
  id_app       integer NOT NULL,
  id_user      integer NOT NULL,
  element_type text    NOT NULL CHECK (element_type IN ('SECTION', 'CONTENT')),
  id_element   integer NOT NULL,
  liked_at     timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user, element_type, id_element)
);
CREATE INDEX IF NOT EXISTS content_likes_element ON content_likes (id_app, element_type, id_element);

ALTER TABLE users ADD COLUMN IF NOT EXISTS enrolled boolean NOT NULL DEFAULT true;
