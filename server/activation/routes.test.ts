import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activationMessages as text, PIN_LIFETIME_MS } from '../../src/shared-rules/activation.ts';
import { passwordMessages } from '../../src/shared-rules/password.ts';
import { aurora, expectFailure, expectSchema, useLearnerServer } from '../test-support/test-server.ts';
import { messages } from '../messages.ts';

// aurora's paulo (11) 98888-7777 and livia (21) 97777-6666 wait for their first access.
const outboxFile = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox.jsonl');
const live = useLearnerServer({ outboxFile });
const post = (url: string, payload: object) => live.post(url, { host: aurora }, payload);
const lastPinTo = (digits: string) => {
  const lines = readFileSync(outboxFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string });
  const sms = lines.filter((line) => line.to === digits).at(-1)?.text ?? '';
  return /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
};
const signIn = (username: string, password: string) =>
  post('/api/login', { username, password, idAppType: 2 });

describe('first access by phone and PIN (content-app.md 2.3, 5, 7, 8)', () => {
  it('a waiting user cannot sign in, gets a PIN in the outbox (never in the answer), and registers', async () => {
    expectFailure(await signIn('paulo@aurora.test', 'Ainda-sem-senha-1'), 401, messages.wrongCredentials);
    const sent = await post('/api/contract/sendpin', { phone: '(11) 98888-7777', idAppType: 2 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: text.pinSent('(11) 9****-7777') });
    const pin = lastPinTo('11988887777');
    expect(pin).toMatch(/^\d{6}$/);
    expect(sent.body).not.toContain(pin);

    const checked = await post('/api/contract/checkpin', { phone: '11988887777', pin });
    expect(checked.statusCode, checked.body).toBe(200);
    expectSchema(checked, 'api/checkpin-response.json');
    const { registrationToken, user } = checked.json<{
      registrationToken: string;
      user: { email: string };
    }>();
    expect(user.email).toBe('paulo@aurora.test');
    // The PIN opened once.
    expectFailure(await post('/api/contract/checkpin', { phone: '11988887777', pin }), 404, text.pinMissing);

    // A refused form keeps the token for the next try.
    expectFailure(
      await post('/api/contract/register', { registrationToken, name: 'Paulo Pereira', password: 'curta1' }),
      400,
      passwordMessages.minLength,
    );
    const registered = await post('/api/contract/register', {
      registrationToken,
      name: 'Paulo R. Pereira',
      password: 'Primeiro2026',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ success: true, loginInfo: { name: 'Paulo R. Pereira' } });
    expect((await signIn('paulo@aurora.test', 'Primeiro2026')).statusCode).toBe(200);
    // Done once: the token is used, and the phone waits for nothing any more.
    expectFailure(
      await post('/api/contract/register', { registrationToken, name: 'Outro', password: 'Outra12345' }),
      410,
      text.registrationExpired,
    );
    expectFailure(await post('/api/contract/sendpin', { phone: '11988887777' }), 404, text.phoneUnknown);
  });

  it('counts wrong PINs, five at most, even sent at once; a new PIN starts again', async () => {
    const phone = '21977776666';
    expect((await post('/api/contract/sendpin', { phone })).statusCode).toBe(200);
    const pin = lastPinTo(phone);
    const wrong = pin === '000000' ? '111111' : '000000';
    const first = await post('/api/contract/checkpin', { phone, pin: wrong });
    expectFailure(first, 400, text.pinWrong(4));
    const together = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => post('/api/contract/checkpin', { phone, pin: wrong })),
    );
    expect(together.filter((answer) => answer.statusCode === 400)).toHaveLength(3);
    expect(together.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    // Even the right PIN is refused now.
    expectFailure(await post('/api/contract/checkpin', { phone, pin }), 429, text.pinTooManyTries);
    expect((await post('/api/contract/sendpin', { phone })).statusCode).toBe(200);
    const fresh = lastPinTo(phone);
    live.advanceClock(PIN_LIFETIME_MS + 1000);
    expectFailure(await post('/api/contract/checkpin', { phone, pin: fresh }), 410, text.pinExpired);
  });

  it('checks the phone and refuses one no first access waits for', async () => {
    expectFailure(await post('/api/contract/sendpin', { phone: '' }), 400, text.phoneRequired);
    expectFailure(await post('/api/contract/sendpin', { phone: '(11) 9888' }), 400, text.phoneIncomplete);
    expectFailure(await post('/api/contract/sendpin', { phone: '(11) 91234-5678' }), 404, text.phoneUnknown);
    expectFailure(
      await post('/api/contract/checkpin', { phone: '11912345678', pin: '' }),
      400,
      text.pinRequired,
    );
  });
});
