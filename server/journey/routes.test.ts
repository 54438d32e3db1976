import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { journeyMessages as texts } from './messages.ts';

const { live, bruno, get } = horizonteLearner();

interface Row {
  idEnrollment: number;
  enrollmentStatus: string;
  idCertificate: number | null;
  nodeStatus: string;
  allowAccessUponCompletion: number;
}

const certificate = (idEnrollment: number, headers: Record<string, string> = bruno(), idUser = 1) =>
  live.app.inject({
    method: 'POST',
    url: '/api/learning/certificates/',
    headers,
    payload: { idUser, idEnrollment },
  });

const codeIn = (text: string) => /Código de autenticidade: ([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The PDF's text, as pdftotext (poppler-utils) reads it. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'certificate-')), 'c.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /api/learning/students/{idUser}/history (7.5)', () => {
  it("lists bruno's enrolments in every status, and only those offering a certificate when asked", async () => {
    const response = await get('/api/learning/students/1/history');
    const { history } = answerOf<{ history: Row[] }>(response, 'api/learning-history-response.json');
    expect(new Set(history.map((row) => row.enrollmentStatus))).toEqual(
      new Set(['COMPLETED', 'PASSED', 'FAILED', 'EXPIRED', 'IN_PROGRESS', 'NOT_ATTEMPTED', 'EQUIVALENCY']),
    );
    expect(history.find((row) => row.idEnrollment === 609)).toMatchObject({ nodeStatus: 'ARCHIVED' });
    expect(history.find((row) => row.idEnrollment === 608)).toMatchObject({ allowAccessUponCompletion: 0 });
    const offered = await get('/api/learning/students/1/history?onlyWithCertificate=1');
    expect(
      offered
        .json<{ history: Row[] }>()
        .history.map((row) => row.idEnrollment)
        .sort(),
    ).toEqual([601, 602, 608, 609]);
  });

  it("refuses another learner's history and a bad filter", async () => {
    expectFailure(await get('/api/learning/students/2/history'), 403, texts.otherLearner);
    expectFailure(
      await get('/api/learning/students/1/history?onlyWithCertificate=2'),
      400,
      /onlyWithCertificate/,
    );
  });
});

describe('certificates and their authenticity (2.1, 7.5)', () => {
  it('makes the PDF of a completed course, whose text, code and address the public page confirms', async () => {
    const started = performance.now();
    const response = await certificate(601);
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Comunicação Não Violenta_certificate.pdf')}`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Bruno Lima');
    expect(text).toContain('Comunicação Não Violenta');
    expect(text).toContain('02/03/2026');
    expect(text).toContain('20/05/2026');
    expect(text).toContain('8 horas');
    const code = codeIn(text) ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(text).toContain(`http://${horizonte}/certificate-authenticity/${code}`);
    // The same code on every download.
    expect(pdfText((await certificate(601)).rawPayload)).toContain(code);
    console.info(`certificate PDF made and sent in ${elapsed.toFixed(0)} ms (first, cold)`);

    // Public: no session, the host's tenant.
    const checked = await live.get(`/api/learning/students/certificate-authenticity/${code}`, {
      host: horizonte,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expectSchema(checked, 'api/learning-certificate-authenticity-response.json');
    expect(checked.json()).toMatchObject({
      username: 'Bruno Lima',
      title: 'Comunicação Não Violenta',
      progress: 100,
      token: code,
      finishDate: '2026-05-20T21:30:00.000Z',
    });
    // An altered code, a made-up one, and the right code on another tenant's host are not found.
    const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    for (const [host, wrong] of [
      [horizonte, altered],
      [horizonte, 'x'],
      [horizonte, '../../etc'],
      ['aurora.localhost:5173', code],
    ] as const) {
      expectFailure(
        await live.get(`/api/learning/students/certificate-authenticity/${encodeURIComponent(wrong)}`, {
          host,
        }),
        404,
        texts.certificateNotFound,
      );
    }
  });

  it('codes are random: two enrolments get unrelated codes', async () => {
    const codeOf = async (idEnrollment: number) =>
      codeIn(pdfText((await certificate(idEnrollment)).rawPayload));
    const [a, b] = [await codeOf(602), await codeOf(608)];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });

  it('refuses a course not completed, one without certificate, and another learner', async () => {
    expectFailure(await certificate(603), 409, texts.notCompleted);
    expectFailure(await certificate(604), 409, texts.notCompleted);
    expectFailure(await certificate(607), 409, texts.noCertificate);
    expectFailure(await certificate(601, bruno(), 2), 403, texts.otherLearner);
    const helena = await live.login(horizonte, 'admin@horizonte.test');
    expectFailure(await certificate(601, bearer(horizonte, helena), 2), 404, texts.enrollmentNotFound);
    expectFailure(await certificate(99999), 404, texts.enrollmentNotFound);
  });
});

describe('a certificate keeps what it certified when first issued (migration 0017)', () => {
  it('the page and a later copy show the learner and course as they were, under the same code', async () => {
    const first = pdfText((await certificate(602)).rawPayload);
    const code = codeIn(first) ?? '';
    const horizonteApp = "(SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')";
    const rename = (learner: string, course: string) =>
      Promise.all([
        live.db.query(`UPDATE users SET name = $1 WHERE id_user = 1 AND id_app = ${horizonteApp}`, [learner]),
        live.db.query(
          `UPDATE learning_nodes SET title = $1 WHERE node_code = 'HZ-GES-02' AND id_app = ${horizonteApp}`,
          [course],
        ),
      ]);
    await rename('Bruno L. Renomeado', 'Curso Renomeado');
    onTestFinished(() => rename('Bruno Lima', 'Gestão do Tempo e Prioridades').then(() => undefined));
    const again = pdfText((await certificate(602)).rawPayload);
    expect(codeIn(again)).toBe(code);
    expect(again).toContain('Bruno Lima');
    expect(again).toContain('Gestão do Tempo e Prioridades');
    expect(again).not.toContain('Renomeado');
    const checked = await live.get(`/api/learning/students/certificate-authenticity/${code}`, {
      host: horizonte,
    });
    expect(checked.json()).toMatchObject({ username: 'Bruno Lima', title: 'Gestão do Tempo e Prioridades' });
  });
});

describe('certificates under concurrency', () => {
  it('six simultaneous first downloads of one enrolment issue one certificate, under one code', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => certificate(609)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const codes = new Set(answers.map((answer) => codeIn(pdfText(answer.rawPayload))));
    expect(codes.size).toBe(1);
    const rows = await live.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM learning_certificates
        WHERE id_enrollment = 609 AND id_app = (SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe("the authenticity address's scheme (server/http/trust-proxy.ts)", () => {
  it('believes no X-Forwarded-Proto from a client that is no trusted proxy', async () => {
    const text = pdfText((await certificate(601, { ...bruno(), 'x-forwarded-proto': 'https' })).rawPayload);
    expect(text).toContain(`http://${horizonte}/certificate-authenticity/`);
  });
});
