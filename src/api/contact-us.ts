// The contact form's calls (learning-area.md 2.2 /contactus, 6, 7.6, 7.9; server/notifications/routes.ts).
// Its feature is read here strictly: the screen tells "not available" from "could not check", so a
// failed check is an error with a retry, never a silent "off" (the journey's feature reads hide a tab).
import { queryOptions } from '@tanstack/react-query';
import { CONTACT_US } from '../shared-rules/contact-us';
import { readFeature } from './features';
import { api } from './instance';

const NEVER_STALE = Infinity;

export const contactUsKeys = {
  feature: () => ['learning', 'features', CONTACT_US] as const,
  texts: () => ['notifications', 'emails', CONTACT_US] as const,
};

/** GET /learning/features/CONTACT_US: whether the company offers the form (6). */
export const contactUsFeatureQuery = () =>
  queryOptions({
    queryKey: contactUsKeys.feature(),
    queryFn: () => readFeature(CONTACT_US),
    staleTime: NEVER_STALE,
  });

/** GET /notifications/emails/CONTACT_US: the title, text and thanks the company wrote for its form. */
export const contactUsTextsQuery = () =>
  queryOptions({
    queryKey: contactUsKeys.texts(),
    queryFn: async () =>
      (
        await api().request('GET', `/notifications/emails/${CONTACT_US}`, {
          schema: 'api/notification-email-response',
        })
      ).result,
    staleTime: NEVER_STALE,
  });

/** POST /notifications/emails/CONTACT_US {message}; a refusal throws its pt-BR message. */
export async function sendContactMessage(message: string): Promise<string | undefined> {
  const answer = await api().request('POST', `/notifications/emails/${CONTACT_US}`, {
    schema: 'api/message-response',
    body: { message },
  });
  return answer.message;
}
