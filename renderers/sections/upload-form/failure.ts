// What the error dialog says (content-app.md 8: "the server's error or message").
import { isApiError } from '../../../src/api/errors';
import { messages } from '../../../src/i18n/messages';
import { uploadsMessages } from '../../../src/i18n/uploads';

export function uploadFailureMessage(error: unknown): string {
  if (!isApiError(error)) return uploadsMessages.errorFallback;
  const answer = error.raw as { error?: unknown; message?: unknown } | null | undefined;
  for (const text of [answer?.error, answer?.message])
    if (typeof text === 'string' && text.trim()) return text.trim();
  if (error.code === 'offline') return messages.offline;
  if (error.code === 'timeout') return error.message;
  return uploadsMessages.errorFallback;
}
