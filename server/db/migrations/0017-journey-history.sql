-- Issue 18: the learner's history and certificates (learning-area.md 3 History row, 5, 7.5). An
-- enrolment keeps when it was finished, its grade and until when it is valid; a certificate issued for
-- an enrolment keeps its authenticity code (unguessable: 128 random bits), one per enrolment, with what
-- it certified when first issued (learner, course, period, progress, hours): the public page
-- /certificate-authenticity/{code} and every later copy of the PDF show those, so a renamed course or
-- learner, or a later change of the enrolment, does not rewrite a certificate already handed out.
ALTER TABLE learning_enrollments ADD COLUMN IF NOT EXISTS finish_date timestamptz;
ALTER TABLE learning_enrollments ADD COLUMN IF NOT EXISTS grade double precision;
ALTER TABLE learning_enrollments ADD COLUMN IF NOT EXISTS validity_date timestamptz;

CREATE TABLE IF NOT EXISTS learning_certificates (
  id_app          integer NOT NULL,
  authenticity_id text NOT NULL,
  id_enrollment   integer NOT NULL,
  id_user         integer NOT NULL,
  issued_at       timestamptz NOT NULL,
  learner_name    text NOT NULL,
  title           text NOT NULL,
  start_date      timestamptz NOT NULL,
  finish_date     timestamptz,
  progress        double precision NOT NULL CHECK (progress BETWEEN 0 AND 100),
  workload        double precision,
  PRIMARY KEY (id_app, authenticity_id),
  UNIQUE (id_app, id_enrollment),
  FOREIGN KEY (id_app, id_enrollment) REFERENCES learning_enrollments (id_app, id_enrollment) ON DELETE CASCADE
);
