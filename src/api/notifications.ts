// The notification settings (learning-area.md 3 'Notification setting', 5, 7.9): GET user data lists
// them beside the profile; POST /notifications/configurations/users/{idUser} saves the user's choices.
import { queryOptions } from '@tanstack/react-query';
import type { NotificationSetting } from '../generated/types';
import { api } from './instance';

export const notificationKeys = {
  settings: (idUser: number) => ['users', idUser, 'notifications'] as const,
};

export const notificationsQuery = (idUser: number) =>
  queryOptions({
    queryKey: notificationKeys.settings(idUser),
    queryFn: async () =>
      (await api().request('GET', `/users/${idUser}`, { schema: 'api/user-response' })).notifications,
  });

/** Sends every listed setting with its switch; answers the server's message and the settings as stored. */
export async function saveNotifications(
  idUser: number,
  settings: readonly NotificationSetting[],
  activeOf: (setting: NotificationSetting) => 0 | 1,
): Promise<{ message?: string; notifications: NotificationSetting[] }> {
  const answer = await api().request('POST', `/notifications/configurations/users/${idUser}`, {
    schema: 'api/notification-configurations-response',
    body: settings.map((setting) => ({
      idNotification: setting.idNotification,
      ...(setting.idNotificationUser ? { idNotificationUser: setting.idNotificationUser } : {}),
      type: setting.type,
      active: activeOf(setting),
    })),
  });
  return { message: answer.message, notifications: answer.notifications };
}
