import { afterEach, describe, expect, it } from 'vitest';
import { currentSession, clearSession } from '../session';
import { setLoggedOutHandler } from './instance';
import { installFakeApi, json, type FakeApi } from '../../tests/setup/fake-api';
import { logout, requestLinkToken } from './auth';
import { signInForTest } from '../../tests/setup/signed-in';

const signedIn = (token: string) => signInForTest({ token });

interface Sent {
  method?: string;
  authorization?: string;
  body?: unknown;
}

let fake: FakeApi | undefined;
afterEach(() => {
  fake?.restore();
  clearSession();
});

function record(answer: (url: URL) => Response | object) {
  const sent: Sent[] = [];
  fake = installFakeApi((url, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method,
      authorization: headers.get('Authorization') ?? undefined,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer(url);
  });
  return sent;
}

describe('logout', () => {
  it('asks the server to revoke the token it is given', async () => {
    const sent = record(() => ({ success: true, message: 'Sessão encerrada.' }));
    await logout('token-da-sessao-0123456789');
    expect(fake?.calls.map((url) => url.pathname)).toEqual(['/login/logout']);
    expect(sent).toEqual([{ method: 'POST', authorization: 'Bearer token-da-sessao-0123456789' }]);
  });

  it('leaves a session alone when the server says the old token is already gone (401)', async () => {
    record(() => json(401, { success: false, message: 'Sessão expirada.' }));
    let loggedOut = 0;
    setLoggedOutHandler(() => loggedOut++);
    // The learner already signed in again by the time the late answer comes.
    signedIn('nova-sessao-0123456789');
    await expect(logout('sessao-antiga-0123456789')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(currentSession()?.token).toBe('nova-sessao-0123456789');
    expect(loggedOut).toBe(0);
  });
});

describe('link tokens', () => {
  it('asks for one purpose and never takes the answer for a new session token', async () => {
    signedIn('sessao-0123456789abcdef');
    const sent = record(() => ({
      success: true,
      linkToken: 'link-0123456789abcdef',
      expiresAt: '2026-11-23T22:05:00Z',
    }));
    expect(await requestLinkToken('embedded-page')).toBe('link-0123456789abcdef');
    expect(fake?.calls.map((url) => url.pathname)).toEqual(['/login/linktoken']);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer sessao-0123456789abcdef',
      body: { purpose: 'embedded-page' },
    });
    expect(currentSession()?.token).toBe('sessao-0123456789abcdef');
  });
});
