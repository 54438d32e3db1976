// The learning content viewer (learning-area.md 2.2 /contentNode/..., 2.4, 4.2, 4.3): reached only from
// the lazy learning screens' table (src/app/learning/LearningScreens.tsx), never the first paint.
export { EnrolledContentScreen, FreeContentScreen } from './ContentNodeScreens';
export { viewerTypeOf } from './contentTypes';
