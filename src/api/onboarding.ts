// The onboarding's call (learning-area.md 4.12; server/onboarding/routes.ts): the signed-in user finished it.
import { api } from './instance';

export const finishOnboarding = () =>
  api().request('POST', '/users/onboarding', { schema: 'api/message-response' });
