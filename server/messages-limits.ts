// The answers of a request over a limit (429), one per limit of server/http/limits-table.ts.
import type { LimitName } from './http/limits-table.ts';

/** "5 minutos", "1 minuto", "30 segundos": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} ${whole === 1 ? 'segundo' : 'segundos'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export const limitMessages: Record<LimitName, (wait: string) => string> = {
  loginFailuresPerAccount: (wait) => `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`,
  loginFailuresPerAddress: (wait) => `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`,
  passwordResetsPerAccount: (wait) =>
    `Muitos pedidos de nova senha para esta conta. Aguarde ${wait} e tente novamente.`,
  pinRequestsPerPhone: (wait) =>
    `Muitos códigos pedidos para este telefone. Aguarde ${wait} e tente novamente.`,
  passwordChangesPerUser: (wait) => `Muitas tentativas de troca de senha. Aguarde ${wait} e tente novamente.`,
  tokensPerUser: (wait) => `Muitas sessões abertas em pouco tempo. Aguarde ${wait} e tente novamente.`,
  chatMessagesPerUser: (wait) =>
    `Você está enviando mensagens rápido demais. Aguarde ${wait} e tente novamente.`,
  chatAnnouncementsPerUser: (wait) =>
    `Você está enviando mensagens rápido demais. Aguarde ${wait} e tente novamente.`,
  trackingPerUser: (wait) => `Muitos registros de acesso em pouco tempo. Aguarde ${wait} e tente novamente.`,
  uploadsPerUser: (wait) => `Muitos envios de arquivos em pouco tempo. Aguarde ${wait} e tente novamente.`,
  commentWritesPerUser: (wait) => `Você está comentando rápido demais. Aguarde ${wait} e tente novamente.`,
  contactMessagesPerUser: (wait) =>
    `Você já enviou muitas mensagens em pouco tempo. Aguarde ${wait} e tente novamente.`,
  notificationSavesPerUser: (wait) =>
    `Muitas alterações de notificações em pouco tempo. Aguarde ${wait} e tente novamente.`,
};
