// Evaluations (learning-area.md 2.2 /evaluations, 2.4, 4.5): reached only from the lazy learning
// screens' table (src/app/learning/LearningScreens.tsx) and lazy entry points, never the first paint.
export { EvaluationScreen } from './EvaluationScreen';
// The mandatory pre-test gate of a level (learning-pages loads it lazily, only when the level names one).
export { PreTestGate } from './PreTestGate';
// The outbox's writers outside the evaluations (a course's progress offline, the learning frame sending
// what waits) import it from here, lazily: the outbox then stays inside the evaluations' file, which
// the evaluation page loads anyway, instead of a file of its own on that page (its JS budget).
export { flushAnswers, giveProgress, giveWrite } from '../outbox';
