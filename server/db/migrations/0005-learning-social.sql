-- Likes of learning pages and share analytics (learning-area.md 7.3), written by learners.
CREATE TABLE IF NOT EXISTS learning_likes (
  id_app      integer NOT NULL,
  id_user     integer NOT NULL,
  id_node     integer NOT NULL,
  liked_at    timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user, id_node)
);
CREATE TABLE IF NOT EXISTS learning_shares (
  id          serial PRIMARY KEY,
  id_app      integer NOT NULL,
  id_user     integer NOT NULL,
  id_content  integer NOT NULL,
  origin      text NOT NULL CHECK (origin IN ('content/share/click', 'content/share/copy')),
  recorded_at timestamptz NOT NULL
);
