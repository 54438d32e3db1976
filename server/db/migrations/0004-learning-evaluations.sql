-- Evaluations of the learning area (learning-area.md 3 'Evaluation', 'Answer'; 4.5; 7.4). The
-- evaluations, their questions and answer key belong to the fixture and are replaced at every start, like
-- the nodes; questionnaires and answers belong to the learners and are kept.

CREATE TABLE IF NOT EXISTS learning_evaluations (
  id_app        integer NOT NULL,
  id_evaluation integer NOT NULL,
  node_code     text NOT NULL,
  -- How many of the node's content items come before it in the course's sequence.
  position      integer NOT NULL DEFAULT 0,
  -- The evaluation as evaluation.json has it (title, type, mastery score, parameters), plus the
  -- fixture's label, mandatory and sequential flags.
  evaluation    jsonb NOT NULL,
  PRIMARY KEY (id_app, id_evaluation)
);
CREATE INDEX IF NOT EXISTS learning_evaluations_of_node ON learning_evaluations (id_app, node_code, position);

-- Questions in order, with the answer key inside (options[].correct, options[].correctNumber): only
-- server code that grades or shows a finished result reads it.
CREATE TABLE IF NOT EXISTS learning_evaluation_questions (
  id_app        integer NOT NULL,
  id_evaluation integer NOT NULL,
  id_question   integer NOT NULL,
  position      integer NOT NULL,
  question      jsonb NOT NULL,
  PRIMARY KEY (id_app, id_question)
);
CREATE INDEX IF NOT EXISTS learning_evaluation_questions_of ON learning_evaluation_questions (id_app, id_evaluation, position);

-- Learners' rows from here on: one questionnaire per attempt.
CREATE TABLE IF NOT EXISTS learning_questionnaires (
  id_app             integer NOT NULL,
  id_questionnaire   integer NOT NULL,
  id_user            integer NOT NULL,
  id_enrollment      integer NOT NULL,
  id_node_enrollment integer NOT NULL,
  id_evaluation      integer NOT NULL,
  attempt            integer NOT NULL CHECK (attempt >= 1),
  start_date         timestamptz NOT NULL,
  -- start + timeLimit by the server's clock; NULL without a time limit.
  deadline           timestamptz,
  -- Seconds the learner said were left (PUT .../time), only ever lower than deadline - now.
  time_left          integer CHECK (time_left >= 0),
  time_saved_at      timestamptz,
  finish_date        timestamptz,
  grade              double precision CHECK (grade BETWEEN 0 AND 100),
  PRIMARY KEY (id_app, id_questionnaire),
  UNIQUE (id_app, id_user, id_node_enrollment, id_evaluation, attempt),
  -- No foreign key to learning_enrollments: this file runs before 0006-learning.sql (files run by
  -- name); the routes check the enrollment is the learner's.
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX IF NOT EXISTS learning_questionnaires_of_user ON learning_questionnaires (id_app, id_user);

-- One row per question of a questionnaire (questionAmount picks them), in the order shown.
CREATE TABLE IF NOT EXISTS learning_answers (
  id_app           integer NOT NULL,
  id_answer        integer NOT NULL,
  id_questionnaire integer NOT NULL,
  position         integer NOT NULL,
  id_question      integer NOT NULL,
  answer_data      jsonb NOT NULL DEFAULT '[]'::jsonb,
  answer_text      text,
  answer_status    text NOT NULL DEFAULT 'NOT_ANSWERED' CHECK (answer_status IN ('NOT_ANSWERED', 'ANSWERED')),
  -- The highest clientSeq stored: a body with a lower one changes nothing (replays, two tabs).
  client_seq       integer,
  PRIMARY KEY (id_app, id_answer),
  UNIQUE (id_app, id_questionnaire, position),
  FOREIGN KEY (id_app, id_questionnaire) REFERENCES learning_questionnaires (id_app, id_questionnaire) ON DELETE CASCADE
);
