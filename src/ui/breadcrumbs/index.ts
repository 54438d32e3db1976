export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { cutTitle, BREADCRUMB_MAX_CHARS } from './cutTitle';
export {
  CONTENT_TRAIL,
  collapseTrail,
  learningTrailRules,
  LEARNING_TRAIL_MAX_CHARS,
  LEARNING_TRAIL_SMALL_MAX_CHARS,
  LEARNING_TRAIL_SMALL_COLLAPSE_ABOVE,
  type TrailParts,
  type TrailRules,
} from './trailRules';
export { useLearningTrailRules } from './useLearningTrailRules';
