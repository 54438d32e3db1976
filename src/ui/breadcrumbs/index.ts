export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { cutTitle, BREADCRUMB_MAX_CHARS } from './cutTitle';
