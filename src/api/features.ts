// GET /learning/features/{id} (learning-area.md 7.6): whether the company has a feature on. The
// journey's tabs and the contact form each read it under their own key and with their own failure
// rule (a hidden tab, an error with a retry).
import { api } from './instance';
import type { CONTACT_US } from '../shared-rules/contact-us';

export type FeatureId = 'EXTERNAL_COURSES' | 'RECOMMENDATION_BLOCK' | typeof CONTACT_US;

export const readFeature = async (id: FeatureId) =>
  (await api().request('GET', `/learning/features/${id}`, { schema: 'api/learning-feature-response' }))
    .active;
