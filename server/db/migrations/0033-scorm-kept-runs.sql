-- Kept SCORM runs (issue 20 item 2, a SCORM lesson of a course kept offline): the package origin keeps
-- a kept run's files in the browser, and the run's data comes back later through the session route
-- PUT /api/learning/scorm/kept-runs/{runToken}/runtime-data, replayed from the app's outbox. kept: the
-- run was started for that (its commit and finish URLs answer nothing); client_seq: the highest clientSeq
-- that route applied, so a replay or a late duplicate changes nothing (0: none yet, the outbox counts from 1).
ALTER TABLE scorm_runs ADD COLUMN IF NOT EXISTS kept boolean NOT NULL DEFAULT false;
ALTER TABLE scorm_runs ADD COLUMN IF NOT EXISTS client_seq integer NOT NULL DEFAULT 0;
