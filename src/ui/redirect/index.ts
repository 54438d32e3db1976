export { RedirectCard, RedirectNotice } from './RedirectCard';
export { adminUrl, httpUrl, isAdmin, openInNewTab } from './rules';
