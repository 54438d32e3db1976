-- Issue 17, defect 10: the sweep of package files (server/scorm/package-files-sweep.ts) asks, for each
-- file it may remove, whether any package still names it (copies of one zip share their files).
CREATE INDEX IF NOT EXISTS scorm_package_files_by_key ON scorm_package_files (storage_key);
