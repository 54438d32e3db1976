// The notification settings (learning-area.md 3 'Notification setting', 5, 7.9). GET user data
// (server/profile: GET /api/users/{id}) lists them with the user's choices; here the user saves theirs.
//   POST /api/notifications/configurations/users/{idUser} [{idNotification, idNotificationUser?, type,
//        active}] -> {success, message, notifications}: the owner's OPTIONAL choices; a MANDATORY one
//        stays on, an unknown or DEACTIVATED one is refused, and nothing is stored unless all pass.
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { route, type Area } from '../http/route-table.ts';
import { ownerOnly } from '../profile/rules.ts';
import { notificationMessages as text } from './messages.ts';
import { choicesToStore } from './rules.ts';
import { companySettings, notificationsOf, saveChoices, storedChoices } from './store.ts';

export const notificationSettingsArea: Area = {
  name: 'notification-settings',
  routes: ({ db, now }, app) => [
    route({
      method: 'POST',
      url: '/api/notifications/configurations/users/:idUser',
      params: idParams('idUser'),
      body: apiSchema('notification-configurations-body'),
      preHandler: app.limits.perUser('notificationSavesPerUser'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { idUser } = request.params;
        ownerOnly(request, idUser);
        const [settings, choices] = await Promise.all([
          companySettings(db, tenant.idApp),
          storedChoices(db, tenant.idApp, idUser),
        ]);
        await saveChoices(db, tenant.idApp, idUser, choicesToStore(request.body, settings, choices), now());
        return {
          success: true,
          message: text.saved,
          notifications: await notificationsOf(db, tenant.idApp, idUser),
        };
      },
    }),
  ],
};
