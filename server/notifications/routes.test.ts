import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactUsMessages as text } from '../../src/shared-rules/contact-us.ts';
import { messages } from '../messages.ts';
import { aurora, bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const outboxFile = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox.jsonl');
const { live, bruno, helena } = horizonteLearner({
  outboxFile,
  limits: { contactMessagesPerUser: { max: 3, windowMs: 60_000 } },
});
const url = '/api/notifications/emails/CONTACT_US';
const send = (headers: Record<string, string>, message: unknown) => live.post(url, headers, { message });
const outbox = () =>
  readFileSync(outboxFile, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);
const stored = (idUser: number) =>
  live.db.query<{ message: string; sentTo: string; createdAt: Date }>(
    `SELECT message, sent_to AS "sentTo", created_at AS "createdAt" FROM contact_messages
      WHERE id_app = (SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost') AND id_user = $1
      ORDER BY id_message`,
    [idUser],
  );

describe('GET /api/notifications/emails/CONTACT_US (learning-area.md 3, 7.9; content-app.md 7)', () => {
  it('gives the company’s texts, never its address', async () => {
    const answer = await live.get(url, bruno());
    expect(answer.statusCode, answer.body).toBe(200);
    expectSchema(answer, 'api/notification-email-response.json');
    expect(answer.json()).toEqual({
      success: true,
      result: {
        title: 'Fale conosco',
        description: expect.stringContaining('Educação Corporativa da Horizonte'),
        feedbackMessage: expect.any(String),
      },
    });
    expect(answer.body).not.toContain('educacao@horizonte.test');
  });

  it('is refused where the feature is off (aurora), to no session, and for another form', async () => {
    expectFailure(await live.get(url, bearer(aurora, live.ana)), 403, text.notAvailable);
    expectFailure(await live.get(url, { host: horizonte }), 401, messages.sessionExpired);
    expect((await live.get('/api/notifications/emails/OTHER', bruno())).statusCode).toBe(400);
  });
});

describe('POST /api/notifications/emails/CONTACT_US (learning-area.md 2.2, 5, 6, 7.9)', () => {
  it('refuses it where the feature is off, with nothing stored or sent', async () => {
    const before = outbox().length;
    expectFailure(await send(bearer(aurora, live.ana), 'Olá'), 403, text.notAvailable);
    expect(outbox()).toHaveLength(before);
    const [row] = await live.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM contact_messages
        WHERE id_app = (SELECT id_app FROM apps WHERE bucket = 'aurora.localhost')`,
    );
    expect(row?.count).toBe(0);
  });

  it('checks the message with the form’s words: required, at most 2000 characters', async () => {
    expectFailure(await send(bruno(), ''), 400, text.required);
    expectFailure(await send(bruno(), '  \n '), 400, text.required);
    expectFailure(await send(bruno(), 'a'.repeat(2001)), 400, text.tooLong);
    expectFailure(await send(bruno(), 42), 400, /message/);
    expect(await stored(1)).toEqual([]);
  });

  it('stores the message with its user and time and writes it to the outbox for the company', async () => {
    const message = 'Não consigo abrir o certificado do curso Liderança Situacional.';
    const answer = await send(bruno(), `  ${message}\n`);
    expect(answer.statusCode, answer.body).toBe(200);
    expectSchema(answer, 'api/message-response.json');
    expect(answer.json()).toEqual({ success: true, message: text.sent });
    const rows = await stored(1);
    expect(rows).toEqual([{ message, sentTo: 'educacao@horizonte.test', createdAt: expect.any(Date) }]);
    expect(Math.abs(rows[0]!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(outbox().at(-1)).toMatchObject({
      channel: 'email',
      to: 'educacao@horizonte.test',
      replyTo: 'bruno@horizonte.test',
      subject: 'Fale conosco - Horizonte Educação Corporativa',
      text: expect.stringContaining(
        `Bruno Lima (bruno@horizonte.test) escreveu pelo Fale conosco:\n\n${message}`,
      ),
    });
  });

  it('takes a few messages per user in a window, then asks to wait (429), others unaffected', async () => {
    const asHelena = await helena();
    // A refused message is not counted: only those that would be sent.
    expectFailure(await send(asHelena, ''), 400, text.required);
    for (const count of [1, 2, 3]) expect((await send(asHelena, `Mensagem ${count}`)).statusCode).toBe(200);
    const over = await send(asHelena, 'Mensagem 4');
    expectFailure(over, 429, /^Você já enviou muitas mensagens em pouco tempo\. Aguarde 1 minuto/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored(2)).map((row) => row.message)).toEqual(['Mensagem 1', 'Mensagem 2', 'Mensagem 3']);
    expect((await send(bruno(), 'Outra dúvida')).statusCode).toBe(200);
  });

  it('is closed to a support session: support does not write in the accessed user’s name', async () => {
    const support = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    const opened = await live.post('/api/login/support-access', support, { idUser: 1 });
    expect(opened.statusCode, opened.body).toBe(200);
    const asBruno = bearer(horizonte, opened.json<{ result: string }>().result);
    const before = (await stored(1)).length;
    expectFailure(await send(asBruno, 'Enviada pelo suporte'), 403, messages.closedDuringSupport);
    expect(await stored(1)).toHaveLength(before);
    // Reading the texts is harmless.
    expect((await live.get(url, asBruno)).statusCode).toBe(200);
  });
});
