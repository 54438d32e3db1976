// The campaigns' public face, each part loaded when drawn: the home's modal (home-prompts/
// CampaignPrompt.tsx) and the content page's note (inside Suspense there), so neither is in the
// first paint.
import { lazy } from 'react';

export { campaignModel, type CampaignModel } from './campaignModel';
export const CampaignModal = lazy(() => import('./CampaignModal'));
export const CampaignBanner = lazy(() => import('./CampaignBanner'));
