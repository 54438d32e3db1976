-- The ids of rows that requests create (enrollments, requests, questionnaires, answers, SCORM packages,
-- lessons and lesson records) come from one sequence per table (server/db/next-id.ts): two writers at
-- once never get the same id, which max() + 1 gave them (issue 17). Ids stay unique per tenant, as the
-- keys require; they are no longer dense per tenant. Fixtures write explicit ids: after seeding, each
-- sequence is moved past its table's highest (syncIdSequences).

CREATE SEQUENCE IF NOT EXISTS learning_enrollments_id_enrollment_seq AS integer OWNED BY learning_enrollments.id_enrollment;
ALTER TABLE learning_enrollments ALTER COLUMN id_enrollment SET DEFAULT nextval('learning_enrollments_id_enrollment_seq');

CREATE SEQUENCE IF NOT EXISTS learning_enrollment_requests_id_enrollment_request_seq AS integer OWNED BY learning_enrollment_requests.id_enrollment_request;
ALTER TABLE learning_enrollment_requests ALTER COLUMN id_enrollment_request SET DEFAULT nextval('learning_enrollment_requests_id_enrollment_request_seq');

CREATE SEQUENCE IF NOT EXISTS learning_node_enrollments_id_node_enrollment_seq AS integer OWNED BY learning_node_enrollments.id_node_enrollment;
ALTER TABLE learning_node_enrollments ALTER COLUMN id_node_enrollment SET DEFAULT nextval('learning_node_enrollments_id_node_enrollment_seq');

CREATE SEQUENCE IF NOT EXISTS learning_content_enrollments_id_content_enrollment_seq AS integer OWNED BY learning_content_enrollments.id_content_enrollment;
ALTER TABLE learning_content_enrollments ALTER COLUMN id_content_enrollment SET DEFAULT nextval('learning_content_enrollments_id_content_enrollment_seq');

CREATE SEQUENCE IF NOT EXISTS learning_questionnaires_id_questionnaire_seq AS integer OWNED BY learning_questionnaires.id_questionnaire;
ALTER TABLE learning_questionnaires ALTER COLUMN id_questionnaire SET DEFAULT nextval('learning_questionnaires_id_questionnaire_seq');

CREATE SEQUENCE IF NOT EXISTS learning_answers_id_answer_seq AS integer OWNED BY learning_answers.id_answer;
ALTER TABLE learning_answers ALTER COLUMN id_answer SET DEFAULT nextval('learning_answers_id_answer_seq');

CREATE SEQUENCE IF NOT EXISTS scorm_packages_id_package_seq AS integer OWNED BY scorm_packages.id_package;
ALTER TABLE scorm_packages ALTER COLUMN id_package SET DEFAULT nextval('scorm_packages_id_package_seq');

CREATE SEQUENCE IF NOT EXISTS scorm_scos_id_sco_seq AS integer OWNED BY scorm_scos.id_sco;
ALTER TABLE scorm_scos ALTER COLUMN id_sco SET DEFAULT nextval('scorm_scos_id_sco_seq');

CREATE SEQUENCE IF NOT EXISTS scorm_sco_enrollments_id_sco_enrollment_seq AS integer OWNED BY scorm_sco_enrollments.id_sco_enrollment;
ALTER TABLE scorm_sco_enrollments ALTER COLUMN id_sco_enrollment SET DEFAULT nextval('scorm_sco_enrollments_id_sco_enrollment_seq');
