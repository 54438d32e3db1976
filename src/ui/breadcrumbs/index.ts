// What the first paint needs (the content app's trail). The learning footer's rules and collapse
// (trailRules, RuledTrail, useLearningTrailRules) are imported by file, so they stay out of it.
export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { cutTitle, BREADCRUMB_MAX_CHARS } from './cutTitle';
