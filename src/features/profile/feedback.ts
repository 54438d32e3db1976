// How the profile tells the outcome of a save (content-app.md 4, 8, 9): success for 5 s, an error for
// 10 s with the server's own message when it sent one.
import { serverMessage } from '../../api/errors';
import { profileMessages } from '../../i18n/profile';

export const TOAST_SUCCESS_MS = 5000;
export const TOAST_ERROR_MS = 10_000;

/** The server's message (a refused CPF, phone, photo...) or the spec's generic text. */
export function saveErrorText(error: unknown): string {
  const sent = serverMessage(error);
  return sent?.trim() ? sent : profileMessages.saveError;
}
