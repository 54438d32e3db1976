-- SCORM 2004 sequencing's deliveryControls objectiveSetByContent (issue 22 item 2): false by default, and
-- then the LMS satisfies the primary objective of an attempt that ends without a success status from the
-- content (SN, End Attempt Process UP.4): a completed lesson is then passed, as completionSetByContent
-- (0034) completes it. Lessons stored before this read the value of their completionSetByContent, which
-- the same deliveryControls element sets in the packages met so far; 1.2 packages store true.
ALTER TABLE scorm_scos ADD COLUMN IF NOT EXISTS objective_set_by_content boolean NOT NULL DEFAULT false;
UPDATE scorm_scos SET objective_set_by_content = completion_set_by_content;
