-- Issue 17: the natural keys that make "create if missing" one statement that cannot race. A database
-- written by an earlier version with duplicate rows under one of these keys stops the start with the
-- index's error: such rows came from the races these keys close, and are removed by hand.

-- One row per natural key, so simultaneous "create if missing" calls store one (INSERT ...
-- ON CONFLICT in server/learning/store-enrollment.ts). Node and content enrolments have theirs in the
-- baseline tables. A learner holds at most one place in a class (an enrolment that did not end without
-- success), and waits at most once for approval in it.
CREATE UNIQUE INDEX IF NOT EXISTS learning_enrollments_holding_place
  ON learning_enrollments (id_app, id_user, id_team) WHERE status NOT IN ('EXPIRED', 'FAILED', 'CANCELED');
CREATE UNIQUE INDEX IF NOT EXISTS learning_enrollment_requests_pending
  ON learning_enrollment_requests (id_app, id_user, id_team) WHERE status = 'PENDING';

-- One questionnaire per try of a learner at an evaluation in an enrollment, whichever node enrollment
-- of the course started it (issue 17: simultaneous starts create one, and the others are given it).
CREATE UNIQUE INDEX IF NOT EXISTS learning_questionnaires_one_per_try
  ON learning_questionnaires (id_app, id_user, id_enrollment, id_evaluation, attempt);
