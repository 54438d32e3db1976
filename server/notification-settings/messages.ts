// The notification settings' pt-BR answers (learning-area.md 5, 7.9).
import { profileContract } from '../../src/shared-rules/profile-messages.ts';

export const notificationMessages = {
  saved: profileContract.notificationsSaved,
  /** 5: a MANDATORY setting stays on; the app shows it locked with the same reason. */
  mandatory: (description: string) =>
    `"${description}" é uma definição geral do sistema e não pode ser desativada.`,
  unknown: (idNotification: number) => `A notificação ${idNotification} não existe ou não está disponível.`,
  wrongType: (idNotification: number, type: string) =>
    `O tipo "${type}" não corresponde à notificação ${idNotification}.`,
  wrongChoice: (idNotificationUser: number, idNotification: number) =>
    `A configuração ${idNotificationUser} não é a sua escolha para a notificação ${idNotification}.`,
  repeated: (idNotification: number) => `A notificação ${idNotification} foi enviada mais de uma vez.`,
} as const;
