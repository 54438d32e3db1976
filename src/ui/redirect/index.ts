export { RedirectCard, RedirectNotice } from './RedirectCard';
export { adminUrl, isAdmin, openInNewTab } from './rules';
