// The return-to-last-content prompt's dialog (content-app.md 4), loaded only when its turn comes and
// drawn without Suspense (engine/preloadable.ts: a reveal waits behind the page's own loading).
import { unsuspended } from '../../engine/preloadable';

export const ReturnDialog = unsuspended(() => import('./ReturnDialog'));
