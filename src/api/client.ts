// The one HTTP client (content-app.md 7 and DESIGN "flow of one page", step 4): bearer token,
// 30 s timeout, a new token in any response replaces the stored one, 401 on an authenticated call
// clears the session, offline raises the toast, and every response is validated before use.
import {
  isCoreSchemaId,
  loadValidatorsFor,
  validate,
  type SchemaId,
  type SchemaType,
} from '../engine/validate';
import { ApiError } from './errors';

const REQUEST_TIMEOUT_MS = 30_000;
/** server/terms/messages.ts: the header of the refusal a user who owes the terms gets on every route. */
const TERMS_PENDING_HEADER = 'x-terms-pending';

export interface ClientDeps {
  baseUrl: string;
  getToken: () => string | null;
  onToken: (token: string) => void;
  onUnauthorized: () => void;
  /** A 403 marked by the server as "terms not accepted" (server/terms): the app shows the terms. */
  onTermsPending?: () => void;
  onOffline: () => void;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  timeoutMs?: number;
}

interface RequestOptions<Id extends SchemaId> {
  schema: Id;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Use this token instead of the session's (automatic login with ?token=). */
  token?: string;
  timeoutMs?: number;
  /** Another host than the API base (the uploads host of the runtime config). */
  baseUrl?: string;
  /** This call's transport: an upload reports its progress through XMLHttpRequest, not fetch. */
  fetch?: typeof fetch;
  /** A 401 here does not end the session (the logout call: the session is already gone locally). */
  keepSessionOn401?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  request<Id extends SchemaId>(
    method: Method,
    path: string,
    options: RequestOptions<Id>,
  ): Promise<SchemaType<Id>>;
}

export function createClient(deps: ClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const isOnline = deps.isOnline ?? (() => navigator.onLine);

  return {
    async request(
      method,
      path,
      { schema, body, query, token: explicitToken, timeoutMs, keepSessionOn401, ...target },
    ) {
      const token = explicitToken ?? deps.getToken();
      // A multipart body (FormData) goes as it is: the transport writes its boundary header.
      const requestBody =
        body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (typeof requestBody === 'string') headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;

      // The answer's validators load beside the call, not after it (issue 21: the learning home's
      // 22 KB bundle was one more round trip before its first block). A failure surfaces below.
      // Offline they wait for an answer: browsers keep a failed import() failed for the page's life
      // (whatwg/html#6768), and an outbox replaying offline would otherwise never check a reply again.
      const loadValidators = () => (isCoreSchemaId(schema) ? undefined : loadValidatorsFor(schema));
      const validators = isOnline() ? loadValidators() : undefined;
      validators?.catch(() => undefined);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
      let response: Response;
      try {
        response = await (target.fetch ?? doFetch)(buildUrl(target.baseUrl ?? deps.baseUrl, path, query), {
          method,
          headers,
          body: requestBody,
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw new ApiError('timeout', 'Tempo de resposta esgotado.');
        if (!isOnline() || error instanceof TypeError) {
          deps.onOffline();
          throw new ApiError('offline', 'Sem conexão.');
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }

      const payload = await readJson(response);
      const newToken = (payload as { token?: unknown } | null)?.token;
      if (response.ok && typeof newToken === 'string' && newToken && token) deps.onToken(newToken);

      if (response.status === 401) {
        // A refused login (no token sent) is a wrong password, not an expired session.
        if (token && !keepSessionOn401) deps.onUnauthorized();
        throw new ApiError('unauthorized', messageOf(payload) ?? 'Não autorizado.', 401, [], payload);
      }
      if (response.status === 403 && response.headers.get(TERMS_PENDING_HEADER) === '1')
        deps.onTermsPending?.();
      if (!response.ok)
        throw new ApiError('http', messageOf(payload) ?? response.statusText, response.status, [], payload);

      await (validators ?? loadValidators());
      const checked = validate(schema, payload);
      if (!checked.ok)
        throw new ApiError(
          'invalid',
          `Resposta inválida de ${path}`,
          response.status,
          checked.issues,
          payload,
        );
      return checked.value;
    },
  };
}

function buildUrl(base: string, path: string, query?: RequestOptions<SchemaId>['query']) {
  const url = `${base.replace(/\/$/, '')}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const messageOf = (payload: unknown) => {
  const message = (payload as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};
