-- SCORM packages of content items of type 26 (learning-area.md 3 "SCO lesson", 4.2, 4.3, 7.3) and the
-- learners' run-time data. Packages are not fixture-owned rows: the fixture names a zip, the server
-- ingests it (server/scorm/) and keeps it, so a restart with the same zip reuses what is stored.

-- One row per ingestion: PENDING while its files are being stored, then SUCCESS or ERROR (with the
-- pt-BR reason). A content item's package is its latest row; its lessons are those of its latest SUCCESS.
CREATE TABLE IF NOT EXISTS scorm_packages (
  id_app           integer NOT NULL,
  id_package       integer NOT NULL,
  id_content_item  integer NOT NULL,
  status           text NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'ERROR')),
  error_message    text,
  standard         text CHECK (standard IN ('1.2', '2004')),
  title            text,
  file_name        text NOT NULL,
  zip_sha256       text NOT NULL,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_package)
);
CREATE INDEX IF NOT EXISTS scorm_packages_by_content ON scorm_packages (id_app, id_content_item, id_package);

-- The package's files: their path inside the package and the FileStore key holding the bytes.
CREATE TABLE IF NOT EXISTS scorm_package_files (
  id_app       integer NOT NULL,
  id_package   integer NOT NULL,
  path         text NOT NULL,
  storage_key  text NOT NULL,
  size         bigint NOT NULL,
  PRIMARY KEY (id_app, id_package, path),
  FOREIGN KEY (id_app, id_package) REFERENCES scorm_packages (id_app, id_package) ON DELETE CASCADE
);

-- The launchable items of the package's default organization, in manifest order.
CREATE TABLE IF NOT EXISTS scorm_scos (
  id_app         integer NOT NULL,
  id_sco         integer NOT NULL,
  id_package     integer NOT NULL,
  position       integer NOT NULL,
  identifier     text NOT NULL,
  title          text NOT NULL,
  launch_href    text NOT NULL,
  parameters     text NOT NULL DEFAULT '',
  scorm_type     text NOT NULL CHECK (scorm_type IN ('sco', 'asset')),
  mastery_score  double precision,
  prerequisites  text,
  depth          integer NOT NULL,
  parent_titles  jsonb NOT NULL,
  PRIMARY KEY (id_app, id_sco),
  UNIQUE (id_app, id_package, identifier),
  FOREIGN KEY (id_app, id_package) REFERENCES scorm_packages (id_app, id_package) ON DELETE CASCADE
);

-- A learner's data in one lesson of one enrollment: what the next launch restores, and the lesson card.
CREATE TABLE IF NOT EXISTS scorm_sco_enrollments (
  id_app             integer NOT NULL,
  id_sco_enrollment  integer NOT NULL,
  id_user            integer NOT NULL,
  id_enrollment      integer NOT NULL,
  id_content_item    integer NOT NULL,
  id_sco             integer NOT NULL,
  status             text NOT NULL DEFAULT 'NOT_ATTEMPTED',
  grade              double precision,
  score              jsonb,
  location           text,
  suspend_data       text,
  exit_mode          text,
  cmi                jsonb,
  total_seconds      double precision NOT NULL DEFAULT 0,
  number_of_access   integer NOT NULL DEFAULT 0,
  start_date         timestamptz,
  finish_date        timestamptz,
  last_access_date   timestamptz,
  PRIMARY KEY (id_app, id_sco_enrollment),
  UNIQUE (id_app, id_enrollment, id_content_item, id_sco),
  FOREIGN KEY (id_app, id_enrollment) REFERENCES learning_enrollments (id_app, id_enrollment) ON DELETE CASCADE,
  FOREIGN KEY (id_app, id_sco) REFERENCES scorm_scos (id_app, id_sco) ON DELETE CASCADE
);

-- One launch of a lesson: the package origin knows only this token (its hash is kept), never the
-- session. Good for that run's files, state, commit and finish until it expires or is finished.
CREATE TABLE IF NOT EXISTS scorm_runs (
  token_hash          text PRIMARY KEY,
  id_app              integer NOT NULL,
  id_user             integer NOT NULL,
  id_enrollment       integer NOT NULL,
  id_node_enrollment  integer,
  id_content_item     integer NOT NULL,
  id_package          integer NOT NULL,
  id_sco              integer NOT NULL,
  created_at          timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,
  finished_at         timestamptz,
  FOREIGN KEY (id_app, id_package) REFERENCES scorm_packages (id_app, id_package) ON DELETE CASCADE
);
