// The campaigns' public face, each part loaded when drawn: the home's modal (home-prompts/
// CampaignPrompt.tsx) and the content page's note (inside Suspense there), so neither is in the
// first paint. The modal, a home prompt, is drawn without Suspense (engine/preloadable.ts).
import { lazy } from 'react';
import { unsuspended } from '../../engine/preloadable';

export { campaignModel, type CampaignModel } from './campaignModel';
export const CampaignModal = unsuspended(() => import('./CampaignModal'));
export const CampaignBanner = lazy(() => import('./CampaignBanner'));
