// Import only from lazy screens: DOMPurify stays out of the initial bundle.
export { SafeHtml } from './SafeHtml';
export { htmlToText, sanitizeHtml } from './sanitize';
