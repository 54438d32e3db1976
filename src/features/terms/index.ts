// The terms gate's public face: the rule (small, in the first paint) and the screen, loaded only
// when a user owes the terms.
import { lazy } from 'react';

export { owesTerms } from './owesTerms';
export const TermsScreen = lazy(() => import('./TermsScreen'));
