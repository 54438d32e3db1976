// The SCORM lessons (learning-area.md 2.2 /lms/... and /lessons/..., 2.4, 4.2, 4.3; issue 12 Contract A):
// reached only from the lazy learning screens' table (src/app/learning/LearningScreens.tsx), never the
// first paint. The run-time itself (scorm-again) is never here: it runs in the host page on the package
// origin (src/scorm-host).
export { LessonListScreen } from './LessonListScreen';
export { LessonPlayerScreen } from './LessonPlayerScreen';
export { PackageUploadScreen } from './PackageUploadScreen';
