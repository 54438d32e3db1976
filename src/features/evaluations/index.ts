// Evaluations (learning-area.md 2.2 /evaluations, 2.4, 4.5): reached only from the lazy learning
// screens' table (src/app/learning/LearningScreens.tsx) and lazy entry points, never the first paint.
export { EvaluationScreen } from './EvaluationScreen';
// The mandatory pre-test gate of a level (learning-pages loads it lazily, only when the level names one).
export { PreTestGate } from './PreTestGate';
