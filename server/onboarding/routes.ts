// The onboarding (learning-area.md 3 onBoardScreen, 4.12; content-app.md 2.1, 3): the login info says
// whether it shows (auth/views.ts, onBoardScreen and onBoardUrl); this records it finished.
//   POST /api/users/onboarding -> the signed-in user finished it ('Concluir'); again: nothing changes
// After the terms (the default 'session' access refuses a user who still owes them).
import { authenticatedOf } from '../auth/session-guard.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { onboardingMessages as text } from './messages.ts';
import { finishOnboarding } from './store.ts';

export const onboardingArea: Area = {
  name: 'onboarding',
  routes: ({ db, now }) => [
    route({
      method: 'POST',
      url: '/api/users/onboarding',
      // The user's own: a support session never finishes it for them (and is never shown it).
      duringSupport: 'closed',
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        if (!tenant.onboarding) return refuse(404, text.noOnboarding);
        await finishOnboarding(db, session, now());
        return { success: true };
      },
    }),
  ],
};
