-- The learning area (learning-area.md 3). The company tree, its blocks, classes, meetings, attachments
-- and tags belong to the fixture and are replaced at every start; enrollments, requests, node and
-- content enrollments belong to the learners and are kept (the fixture's starting ones are added once).

CREATE TABLE IF NOT EXISTS learning_nodes (
  id_app      integer NOT NULL,
  node_code   text NOT NULL,
  id_node     integer NOT NULL,
  parent_code text,
  node_type   text NOT NULL CHECK (node_type IN ('ORGANIZATION', 'LEARNING')),
  position    integer NOT NULL,
  title       text NOT NULL,
  -- The node as the fixture wrote it, without its contents and blocks (their own tables).
  node        jsonb NOT NULL,
  PRIMARY KEY (id_app, node_code),
  UNIQUE (id_app, id_node)
);
CREATE INDEX IF NOT EXISTS learning_nodes_children ON learning_nodes (id_app, parent_code, position);

CREATE TABLE IF NOT EXISTS learning_node_tags (
  id_app    integer NOT NULL,
  node_code text NOT NULL,
  tag       text NOT NULL,
  PRIMARY KEY (id_app, node_code, tag)
);

CREATE TABLE IF NOT EXISTS learning_contents (
  id_app          integer NOT NULL,
  id_content_item integer NOT NULL,
  node_code       text NOT NULL,
  position        integer NOT NULL,
  item            jsonb NOT NULL,
  PRIMARY KEY (id_app, id_content_item)
);
CREATE INDEX IF NOT EXISTS learning_contents_of_node ON learning_contents (id_app, node_code, position);

-- Blocks of the home (node_code NULL) and of learning pages; their elements in order.
CREATE TABLE IF NOT EXISTS learning_blocks (
  id_app    integer NOT NULL,
  id_block  integer NOT NULL,
  node_code text,
  position  integer NOT NULL,
  block     jsonb NOT NULL,
  PRIMARY KEY (id_app, id_block)
);
CREATE TABLE IF NOT EXISTS learning_block_elements (
  id_app   integer NOT NULL,
  id_block integer NOT NULL,
  position integer NOT NULL,
  -- {elementType, nodeCode} | {elementType, idContentItem} | {elementType, idElement, data}
  element  jsonb NOT NULL,
  PRIMARY KEY (id_app, id_block, position)
);

CREATE TABLE IF NOT EXISTS learning_teams (
  id_app    integer NOT NULL,
  id_team   integer NOT NULL,
  node_code text NOT NULL,
  team      jsonb NOT NULL,
  PRIMARY KEY (id_app, id_team)
);
CREATE TABLE IF NOT EXISTS learning_meetings (
  id_app     integer NOT NULL,
  id_team    integer NOT NULL,
  position   integer NOT NULL,
  node_code  text,
  start_date timestamptz NOT NULL,
  meeting    jsonb NOT NULL,
  PRIMARY KEY (id_app, id_team, position)
);
CREATE TABLE IF NOT EXISTS learning_attachments (
  id_app     integer NOT NULL,
  id_team    integer NOT NULL,
  position   integer NOT NULL,
  attachment jsonb NOT NULL,
  PRIMARY KEY (id_app, id_team, position)
);

-- Learners' own rows from here on.
CREATE TABLE IF NOT EXISTS learning_enrollments (
  id_app        integer NOT NULL,
  id_enrollment integer NOT NULL,
  id_user       integer NOT NULL,
  id_team       integer NOT NULL,
  status        text NOT NULL,
  progress      double precision NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_enrollment),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS learning_enrollments_of_user ON learning_enrollments (id_app, id_user);

CREATE TABLE IF NOT EXISTS learning_enrollment_requests (
  id_app                 integer NOT NULL,
  id_enrollment_request  integer NOT NULL,
  id_user                integer NOT NULL,
  id_team                integer NOT NULL,
  status                 text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED', 'CANCELED')),
  reason                 text,
  created_at             timestamptz NOT NULL,
  status_date            timestamptz,
  PRIMARY KEY (id_app, id_enrollment_request),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE IF NOT EXISTS learning_node_enrollments (
  id_app                      integer NOT NULL,
  id_node_enrollment          integer NOT NULL,
  id_enrollment               integer NOT NULL,
  node_code                   text NOT NULL,
  id_parent_node_enrollment   integer,
  status                      text NOT NULL,
  progress                    double precision NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  PRIMARY KEY (id_app, id_node_enrollment),
  UNIQUE (id_app, id_enrollment, node_code),
  FOREIGN KEY (id_app, id_enrollment) REFERENCES learning_enrollments (id_app, id_enrollment) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS learning_content_enrollments (
  id_app                 integer NOT NULL,
  id_content_enrollment  integer NOT NULL,
  id_enrollment          integer NOT NULL,
  id_node_enrollment     integer,
  id_content_item        integer NOT NULL,
  status                 text NOT NULL,
  progress               double precision NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  grade                  double precision,
  start_date             timestamptz,
  finish_date            timestamptz,
  last_access_date       timestamptz,
  PRIMARY KEY (id_app, id_content_enrollment),
  UNIQUE (id_app, id_enrollment, id_content_item),
  FOREIGN KEY (id_app, id_enrollment) REFERENCES learning_enrollments (id_app, id_enrollment) ON DELETE CASCADE
);

-- A learner's topics of interest (POST /learning/tags/users/{idUser}), replaced as a whole.
CREATE TABLE IF NOT EXISTS learning_user_tags (
  id_app  integer NOT NULL,
  id_user integer NOT NULL,
  tags    jsonb NOT NULL,
  PRIMARY KEY (id_app, id_user),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

-- ACCESS_CONTENT records (learning-area.md 4.2) and trackings of content viewed (7.3).
CREATE TABLE IF NOT EXISTS learning_content_accesses (
  id              serial PRIMARY KEY,
  id_app          integer NOT NULL,
  id_user         integer NOT NULL,
  id_enrollment   integer NOT NULL,
  id_content_item integer NOT NULL,
  progress        double precision NOT NULL CHECK (progress BETWEEN 0 AND 100),
  recorded_at     timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS learning_trackings (
  id              serial PRIMARY KEY,
  id_app          integer NOT NULL,
  id_user         integer NOT NULL,
  id_content_item integer NOT NULL,
  id_section      integer,
  start_time      timestamptz NOT NULL,
  seconds         integer NOT NULL,
  earned_points   boolean NOT NULL,
  recorded_at     timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS learning_trackings_of_user ON learning_trackings (id_app, id_user, id_content_item);

-- Upgrade requests (learning-area.md 4.8: a non-admin's 'Diga que está gostando da degustação'): one per
-- user, kept across restarts like the learners' other rows.
CREATE TABLE IF NOT EXISTS learning_upgrade_requests (
  id_app     integer NOT NULL,
  id_user    integer NOT NULL,
  id_plan    integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
