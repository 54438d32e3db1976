import { describe, expect, it, vi } from 'vitest';
import { createClient, type ClientDeps } from './client';
import { ApiError } from './errors';

const app = {
  idApp: 1,
  idCompany: 1,
  idAppType: 1,
  name: 'Aurora',
  bucket: 'aurora.localhost',
  primaryColor: '#0F766E',
  secondaryColor: '#F97316',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(response: Response | (() => Promise<Response>), overrides: Partial<ClientDeps> = {}) {
  let token: string | null = 'old-token-0123456789';
  const fetchMock = vi.fn<typeof fetch>(typeof response === 'function' ? response : async () => response);
  const deps = {
    baseUrl: '/api',
    getToken: () => token,
    onToken: vi.fn((next: string) => {
      token = next;
    }),
    onUnauthorized: vi.fn(),
    onOffline: vi.fn(),
    fetch: fetchMock,
    isOnline: () => true,
    ...overrides,
  };
  return { client: createClient(deps), deps, fetchMock, token: () => token };
}

describe('the HTTP client', () => {
  it('sends the bearer token and returns the validated payload', async () => {
    const { client, fetchMock } = setup(json(200, { success: true, app: [app] }));
    const result = await client.request('POST', '/app/details/', {
      schema: 'api/app-details-response',
      body: { bucket: 'x' },
    });
    expect(result.app[0]?.name).toBe('Aurora');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/app/details/');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer old-token-0123456789');
  });

  it('replaces the stored token with a new one found in any response', async () => {
    const { client, deps, token } = setup(
      json(200, { success: true, app: [], token: 'new-token-abcdefghij' }),
    );
    await client.request('POST', '/app/details/', { schema: 'api/app-details-response' });
    expect(deps.onToken).toHaveBeenCalledWith('new-token-abcdefghij');
    expect(token()).toBe('new-token-abcdefghij');
  });

  it('clears the session on a 401 of an authenticated call', async () => {
    const { client, deps } = setup(json(401, { success: false, message: 'Sessão expirada.' }));
    await expect(client.request('GET', '/users/1', { schema: 'api/user-response' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not log out on a 401 of a call sent without a token (a wrong password)', async () => {
    const { client, deps } = setup(json(401, { success: false, message: 'Senha ou usuário inválido.' }), {
      getToken: () => null,
    });
    await expect(client.request('POST', '/login', { schema: 'api/login-response' })).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'Senha ou usuário inválido.',
    });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('raises the offline toast when the network is gone', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      isOnline: () => false,
    });
    await expect(
      client.request('GET', '/content/list/1', { schema: 'api/content-list-response' }),
    ).rejects.toMatchObject({ code: 'offline' });
    expect(deps.onOffline).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout (30 s by default)', async () => {
    vi.useFakeTimers();
    const never = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const { client, deps } = setup(never as never);
    const pending = client.request('GET', '/content/list/1', { schema: 'api/content-list-response' });
    const assertion = expect(pending).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(deps.onOffline).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    vi.useRealTimers();
  });

  it('rejects a payload that does not match its schema, with the pointer and rule', async () => {
    const { client } = setup(json(200, { success: true, app: [{ ...app, primaryColor: 'teal' }] }));
    const error = (await client
      .request('POST', '/app/details/', { schema: 'api/app-details-response' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid');
    expect(error.issues).toContainEqual(
      expect.objectContaining({ pointer: '/app/0/primaryColor', rule: 'pattern' }),
    );
  });

  it('carries the server message of a 4xx', async () => {
    const { client } = setup(json(404, { success: false, message: 'Usuário inválido.' }));
    await expect(
      client.request('GET', '/login/user-login-info', {
        schema: 'api/user-login-info-response',
        query: { username: 'x' },
      }),
    ).rejects.toMatchObject({
      code: 'http',
      status: 404,
      message: 'Usuário inválido.',
    });
  });
});
