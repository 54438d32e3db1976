-- Offline courses: PUT /api/learning/students/{u}/enrollments/{e}/nodeEnrollment/{n}/contents/{c}/progress
-- is replayed from the learner's progress outbox, each write numbered by a clientSeq growing on the
-- device. The content enrollment keeps the highest one it applied, so a replay or a late duplicate
-- changes nothing. NULL: written by the POST/PUT content-enrollments routes, which any clientSeq moves on.
ALTER TABLE learning_content_enrollments ADD COLUMN IF NOT EXISTS client_seq integer;
