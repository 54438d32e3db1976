-- SCORM 2004 sequencing's deliveryControls completionSetByContent (issue 22 item 2): false by default, and
-- then a lesson whose attempt ends without a completion status from the content is completed by the LMS
-- (SN 5.1.8). A SCO that only calls Initialize and Terminate used to stay NOT_ATTEMPTED and lock every
-- lesson after it. Lessons stored before this read the standard's default; 1.2 packages store true.
ALTER TABLE scorm_scos ADD COLUMN IF NOT EXISTS completion_set_by_content boolean NOT NULL DEFAULT false;
UPDATE scorm_scos s SET completion_set_by_content = true
  FROM scorm_packages p
 WHERE p.id_app = s.id_app AND p.id_package = s.id_package AND p.standard = '1.2';
