import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchBackedXhr } from '../../tests/setup/fake-xhr';
import { createClient } from './client';
import { ApiError } from './errors';
import { uploadBaseUrl, xhrTransport, type UploadProgress } from './uploads';

const realFetch = globalThis.fetch;
let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFetchBackedXhr();
});
afterEach(() => {
  restoreXhr();
  globalThis.fetch = realFetch;
});

const answering = (response: () => Response | Promise<Response>) => {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  globalThis.fetch = fetchMock;
  return fetchMock;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client() {
  const deps = {
    baseUrl: '/api',
    getToken: () => 'token-da-sessao',
    onToken: vi.fn(),
    onUnauthorized: vi.fn(),
    onOffline: vi.fn(),
    isOnline: () => true,
  };
  return { deps, client: createClient(deps) };
}

function form() {
  const body = new FormData();
  body.set('idSection', '201');
  body.set('fileData', new File(['%PDF'], 'ata.pdf', { type: 'application/pdf' }));
  return body;
}

const upload = (api: ReturnType<typeof createClient>, onProgress?: (progress: UploadProgress) => void) =>
  api.request('POST', '/uploads/usercontent', {
    schema: 'api/user-content-upload-response',
    body: form(),
    baseUrl: 'https://uploads.test',
    fetch: xhrTransport(onProgress),
  });

describe('the upload call through the one client', () => {
  it('goes to the uploads host with the bearer token and the form as it is, reporting progress', async () => {
    const fetchMock = answering(() => json(201, { success: true, message: 'Dados enviados com sucesso!' }));
    const progress = vi.fn();
    const { client: api } = client();
    expect(await upload(api, progress)).toEqual({ success: true, message: 'Dados enviados com sucesso!' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://uploads.test/uploads/usercontent');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-da-sessao');
    // The browser writes multipart/form-data with its boundary: the client must not say JSON.
    expect(headers.get('content-type')).toBeNull();
    expect(init?.body).toBeInstanceOf(FormData);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 1000, total: 1000 });
  });

  it('keeps the 401 rule: the session is cleared', async () => {
    answering(() => json(401, { success: false, message: 'Sessão expirada.' }));
    const { client: api, deps } = client();
    await expect(upload(api)).rejects.toMatchObject({ code: 'unauthorized' });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the offline rule: a network failure raises the toast', async () => {
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client: api, deps } = client();
    await expect(upload(api)).rejects.toBeInstanceOf(ApiError);
    expect(deps.onOffline).toHaveBeenCalledOnce();
  });

  it("carries the server's message of a refusal", async () => {
    answering(() => json(413, { success: false, message: 'O arquivo excede o limite de 20 MB.' }));
    const { client: api } = client();
    await expect(upload(api)).rejects.toMatchObject({
      code: 'http',
      status: 413,
      message: 'O arquivo excede o limite de 20 MB.',
    });
  });
});

describe('uploadBaseUrl', () => {
  it("is the API base when uploadHost is '', else the upload host", () => {
    expect(uploadBaseUrl({ apiBaseUrl: '/api', uploadHost: '' })).toBe('/api');
    expect(uploadBaseUrl({ apiBaseUrl: '/api' })).toBe('/api');
    expect(uploadBaseUrl({ apiBaseUrl: '/api', uploadHost: ' https://uploads.test ' })).toBe(
      'https://uploads.test',
    );
  });
});
