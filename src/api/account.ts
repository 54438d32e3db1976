// The account's calls (learning-area.md 7.9; server/account/routes.ts).
import { api } from './instance';

/** The server's answer on success ('Senha salva com sucesso.'); a refusal throws its pt-BR message. */
export async function changePassword(idUser: number, currentPassword: string, newPassword: string) {
  const answer = await api().request('PUT', `/users/${idUser}/change-password`, {
    schema: 'api/message-response',
    body: { currentPassword, newPassword },
  });
  return answer.message;
}
