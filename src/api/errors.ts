import type { ValidationIssue } from '../engine/validate';

type ApiErrorCode = 'http' | 'timeout' | 'offline' | 'invalid' | 'unauthorized';

/** Every failure of a call, typed by `code` (Excalidraw's typed errors). */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status?: number,
    readonly issues: ValidationIssue[] = [],
    readonly raw?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What the server wrote in a refusal's body (`message`), when it wrote text there. */
export function serverMessage(error: unknown): string | undefined {
  const sent = isApiError(error)
    ? (error.raw as { message?: unknown } | null | undefined)?.message
    : undefined;
  return typeof sent === 'string' ? sent : undefined;
}
