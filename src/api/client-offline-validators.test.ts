// Offline, the client does not start a lazy validator load beside the call: browsers keep a failed
// import() failed for the page's life (whatwg/html#6768), so an outbox replaying a kept lesson's report
// offline would never check a reply again once the connection returned.
import { describe, expect, it, vi } from 'vitest';
import { loadValidatorsFor } from '../engine/validate';
import { createClient } from './client';

vi.mock('../engine/validate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../engine/validate')>();
  return { ...actual, loadValidatorsFor: vi.fn(actual.loadValidatorsFor) };
});

const keptAnswer = { applied: true, contentCompleted: false };
const ok = () => new Response(JSON.stringify(keptAnswer), { status: 200 });

function client(online: boolean, fetch: typeof globalThis.fetch) {
  return createClient({
    baseUrl: '/api',
    getToken: () => 'token-0123456789',
    onToken: () => undefined,
    onUnauthorized: () => undefined,
    onOffline: () => undefined,
    fetch,
    isOnline: () => online,
  });
}

const send = (online: boolean, fetch: typeof globalThis.fetch) =>
  client(online, fetch).request('PUT', '/learning/scorm/kept-runs/t/runtime-data', {
    schema: 'api/scorm-kept-runtime-data-response',
    body: {},
  });

describe('the validators of a lazy answer', () => {
  it('are not loaded when the call fails offline', async () => {
    vi.mocked(loadValidatorsFor).mockClear();
    await expect(send(false, () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      code: 'offline',
    });
    expect(loadValidatorsFor).not.toHaveBeenCalled();
  });

  it('load after the answer when the browser said it was offline, and check it', async () => {
    vi.mocked(loadValidatorsFor).mockClear();
    const fetch = vi.fn(async () => {
      expect(loadValidatorsFor).not.toHaveBeenCalled();
      return ok();
    });
    await expect(send(false, fetch)).resolves.toEqual(keptAnswer);
    expect(loadValidatorsFor).toHaveBeenCalledWith('api/scorm-kept-runtime-data-response');
  });

  it('load beside the call online', async () => {
    vi.mocked(loadValidatorsFor).mockClear();
    const fetch = vi.fn(async () => {
      expect(loadValidatorsFor).toHaveBeenCalledOnce();
      return ok();
    });
    await expect(send(true, fetch)).resolves.toEqual(keptAnswer);
  });
});
