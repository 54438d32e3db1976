// The return-to-last-content prompt's dialog (content-app.md 4), loaded only when its turn comes.
import { lazy } from 'react';

export const ReturnDialog = lazy(() => import('./ReturnDialog'));
