// The learning area's frame and home: lazy (the content app's first paint never carries them) and
// preloadable, so the signed-in area's warm-up (routes/useWarmLearningHome.ts) starts the very modules
// the router and the signed-in area draw, and they draw at once once loaded.
import { preloadable } from '../engine';

export const learningFrame = preloadable(() => import('./learning-frame/LearningFrame'));
export const learningHomeScreen = preloadable(() => import('./routes/LearningHomeScreen'));
