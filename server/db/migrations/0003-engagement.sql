-- Engagement (content-app.md 3 and 4): what each learner did with each content. Written by the
-- learners, so it is kept across restarts like tokens (never replaced by the fixture seed).

-- Where the media stopped, the learner's own vote, and the time spent, per learner and content.
CREATE TABLE IF NOT EXISTS content_progress (
  id_app          integer NOT NULL,
  id_user         integer NOT NULL,
  id_content_item integer NOT NULL,
  last_position   double precision,
  vote            smallint CHECK (vote BETWEEN 1 AND 5),
  time_executed   integer NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user, id_content_item),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX IF NOT EXISTS content_progress_votes ON content_progress (id_app, id_content_item)
  WHERE vote IS NOT NULL;

-- The tracking record: one row per position report of a media player.
CREATE TABLE IF NOT EXISTS tracking_records (
  id                 serial PRIMARY KEY,
  id_app             integer NOT NULL,
  id_user            integer NOT NULL,
  id_content_item    integer NOT NULL,
  id_section         integer,
  id_navigation_type smallint NOT NULL,
  time_start         timestamptz NOT NULL,
  position           double precision NOT NULL,
  recorded_at        timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

-- The tracking exit: one row per view of a content, with the points it earned.
CREATE TABLE IF NOT EXISTS tracking_exits (
  id                 serial PRIMARY KEY,
  id_app             integer NOT NULL,
  id_user            integer NOT NULL,
  id_navigation_item integer NOT NULL,
  id_navigation_type smallint NOT NULL,
  id_section         integer,
  time_start         timestamptz NOT NULL,
  time_executed      integer NOT NULL,
  points             integer NOT NULL DEFAULT 0,
  recorded_at        timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX IF NOT EXISTS tracking_exits_user ON tracking_exits (id_app, id_user);

-- Points once per learner and content (content-app.md 3: the first view earns them), whatever the
-- exit's idNavigationType. Servers before this rule awarded them once per idNavigationType: those extra
-- awards are taken back (the first one stays) before the index that forbids them is built.
UPDATE tracking_exits SET points = 0
 WHERE points > 0
   AND NOT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'tracking_exits_points_once')
   AND id NOT IN (SELECT min(id) FROM tracking_exits WHERE points > 0
                   GROUP BY id_app, id_user, id_navigation_item);
CREATE UNIQUE INDEX IF NOT EXISTS tracking_exits_points_once
  ON tracking_exits (id_app, id_user, id_navigation_item) WHERE points > 0;

-- Durations the app measured itself (a playlist's videos summed): they replace the fixture's.
CREATE TABLE IF NOT EXISTS content_durations (
  id_app          integer NOT NULL,
  id_content_item integer NOT NULL,
  duration        integer NOT NULL CHECK (duration >= 0),
  PRIMARY KEY (id_app, id_content_item)
);
