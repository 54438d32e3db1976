-- SCORM 2004 objectives declared in the manifest (issue 22 item 4): the objectiveIDs of each lesson's
-- sequencing, its primary objective's first. The LMS starts cmi.objectives with them (RTE 4.2.17), so a
-- SCO that looks its objectives up by id finds them on a first launch ("could not find objective"
-- before). Lessons stored before this have none until their package is uploaded again.
ALTER TABLE scorm_scos ADD COLUMN IF NOT EXISTS objective_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
