import { describe, expect, it } from 'vitest';
import { externalCourseMessages as rules } from '../../src/shared-rules/external-course.ts';
import {
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  manyUploadsAllowed,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { externalCourseMessages as text } from './messages.ts';
import { UNUSED_EVIDENCE_KEPT_MS } from './routes-evidence.ts';

// The clock is the real one: today is whatever day São Paulo has now, and the courses end before it.
const { live, bruno, helena: admin } = horizonteLearner(manyUploadsAllowed);

const send = async (method: 'POST' | 'PUT', url: string, payload: unknown, headers = bruno()) =>
  live.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

const course = (changes: Record<string, unknown> = {}) => ({
  title: 'Segurança da Informação',
  type: 'ONLINE',
  workload: 6,
  startDate: '2026-01-05',
  finishDate: '2026-01-09',
  entityName: 'Escola Digital Aprender',
  ...changes,
});

interface Course {
  idUserExternalCourse: number;
  status: string;
  hasResubmission: boolean;
  idParentUserExternalCourse: number | null;
  evidencePath: string | null;
  statusReason: string | null;
}

/** The learner's course sent again after its rejection: a new request linked to the parent. */
const resubmit = (idParentUserExternalCourse: number) =>
  send('POST', '/api/learning/externalcourses/', course({ idParentUserExternalCourse }));
const create = async (changes: Record<string, unknown> = {}) => {
  const response = await send('POST', '/api/learning/externalcourses/', course(changes));
  expect(response.statusCode, response.body).toBe(201);
  expectSchema(response, 'api/learning-external-course-response.json');
  return response.json<{ result: Course }>().result;
};

describe('the learner’s external courses (4.9, 7.7)', () => {
  it('lists bruno’s own, 10 a page, newest first, by status', async () => {
    const first = await live.get('/api/learning/externalcourses/?offset=0&limit=10', bruno());
    const page = answerOf<{ totalRecords: number; result: Course[] }>(
      first,
      'api/learning-external-courses-response.json',
    );
    expect(page.totalRecords).toBeGreaterThanOrEqual(12);
    expect(page.result).toHaveLength(10);
    const rejected = await live.get('/api/learning/externalcourses/?statuses=REJECTED', bruno());
    const rows = rejected.json<{ result: Course[] }>().result;
    expect(rows.map((row) => [row.idUserExternalCourse, row.hasResubmission])).toEqual([
      [8, false],
      [4, true],
    ]);
    const child = await live.get('/api/learning/externalcourses/10', bruno());
    expect(child.json<{ result: Course }>().result.idParentUserExternalCourse).toBe(4);
  });

  it('refuses a bad filter, and another learner’s course is not found', async () => {
    expect((await live.get('/api/learning/externalcourses/?statuses=DENIED', bruno())).statusCode).toBe(400);
    const other = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    expectFailure(await live.get('/api/learning/externalcourses/1', other), 404, text.notFound);
    expectFailure(
      await send('PUT', '/api/learning/externalcourses/11/cancel', {}, other),
      404,
      text.notFound,
    );
    expectFailure(await send('PUT', '/api/learning/externalcourses/11', course(), other), 404, text.notFound);
    const list = await live.get('/api/learning/externalcourses/', other);
    expect(list.json<{ totalRecords: number }>().totalRecords).toBe(0);
  });

  it('checks every field with the form’s rules and words', async () => {
    const post = (changes: Record<string, unknown>) =>
      send('POST', '/api/learning/externalcourses/', course(changes));
    expectFailure(await post({ title: '  ' }), 400, `Título: ${rules.required}`);
    expectFailure(await post({ workload: 0 }), 400, `Carga horária (horas): ${rules.workloadPositive}`);
    expectFailure(await post({ type: 'EAD' }), 400, `Modalidade: ${rules.invalidType}`);
    expectFailure(await post({ finishDate: '2026-01-04' }), 400, `Data final: ${rules.invalidPeriod}`);
    expectFailure(
      await post({ startDate: '2099-01-01', finishDate: '2099-01-02' }),
      400,
      `Data de início: ${rules.startAfterToday}`,
    );
    expectFailure(await post({ startDate: '2026-02-30' }), 400, `Data de início: ${rules.invalidDate}`);
    expectFailure(
      await post({ evidencePath: '/learning/externalcourses/evidence/abc/x.pdf' }),
      400,
      text.evidenceNotFound,
    );
    expect((await post({ workload: 'oito' })).statusCode).toBe(400);
  });

  it('edits and cancels only a PENDING course; cancelling is for good', async () => {
    const created = await create({ expirationDate: '2028-01-09' });
    expect(created).toMatchObject({ status: 'PENDING', hasResubmission: false });
    const url = `/api/learning/externalcourses/${created.idUserExternalCourse}`;
    const edited = await send('PUT', url, course({ title: 'Segurança da Informação II', workload: 7.5 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited.json<{ result: { title: string; workload: number; expirationDate: null } }>().result,
    ).toMatchObject({
      title: 'Segurança da Informação II',
      workload: 7.5,
      expirationDate: null,
    });
    const canceled = await send('PUT', `${url}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<{ result: Course }>().result.status).toBe('CANCELED');
    expectFailure(await send('PUT', `${url}/cancel`, {}), 409, text.onlyPendingCancel);
    expectFailure(await send('PUT', url, course()), 409, text.onlyPendingEdit);
    expectFailure(
      await send('PUT', '/api/learning/externalcourses/1/cancel', {}),
      409,
      text.onlyPendingCancel,
    );
  });

  it('resends a REJECTED course once, as a new request linked to it', async () => {
    const parent = await create({ title: 'Excel Básico' });
    const review = `/api/learning/externalcourses/${parent.idUserExternalCourse}/review`;
    expectFailure(await send('PUT', review, { status: 'REJECTED', statusReason: 'x' }), 403, text.adminsOnly);
    expectFailure(await send('PUT', review, { status: 'REJECTED' }, await admin()), 400, text.reasonRequired);
    // Not yet rejected: nothing to resend.
    expectFailure(await resubmit(parent.idUserExternalCourse), 409, text.onlyRejectedResubmit);
    const rejected = await send(
      'PUT',
      review,
      { status: 'REJECTED', statusReason: 'Falta o certificado.' },
      await admin(),
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ result: Course }>().result).toMatchObject({
      status: 'REJECTED',
      statusReason: 'Falta o certificado.',
    });
    expectFailure(
      await send('PUT', review, { status: 'APPROVED' }, await admin()),
      409,
      text.onlyPendingReview,
    );
    const child = await create({
      title: 'Excel Básico',
      idParentUserExternalCourse: parent.idUserExternalCourse,
    });
    expect(child).toMatchObject({
      status: 'PENDING',
      idParentUserExternalCourse: parent.idUserExternalCourse,
    });
    const after = await live.get(`/api/learning/externalcourses/${parent.idUserExternalCourse}`, bruno());
    expect(after.json<{ result: Course }>().result.hasResubmission).toBe(true);
    expectFailure(await resubmit(parent.idUserExternalCourse), 409, text.alreadyResubmitted);
    // Another learner's rejected course cannot be resent by bruno, nor an unknown one.
    expectFailure(await resubmit(9999), 404, text.notFound);
  });

  it('lets two resubmissions of one parent at once land only once', async () => {
    const answers = await Promise.all([1, 2].map(() => resubmit(8)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

// A real one-page PDF and a 1x1 PNG, as a browser sends them.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);

const upload = (
  data: Buffer,
  name: string,
  type = 'application/pdf',
  fileName?: string,
  headers: Record<string, string> = bruno(),
) => {
  const form = new FormData();
  if (fileName !== undefined) form.set('fileName', fileName);
  form.set('fileData', new Blob([data], { type }), name);
  return live.app.inject({ method: 'POST', url: '/api/uploads/externalcourse', headers, payload: form });
};

describe('the evidence upload (5, 7.7, 9)', () => {
  it('stores a real PDF under a cleaned name; the course names it; only its owner and admins read it', async () => {
    const response = await upload(pdf, 'x.pdf', 'application/pdf', 'Certificado de Conclusão 2026.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expectSchema(response, 'api/learning-external-course-evidence-response.json');
    const { externalCourse, fileName } = response.json<{ externalCourse: string; fileName: string }>();
    expect(fileName).toBe('CertificadodeConclusao2026.pdf');
    expect(externalCourse).toMatch(
      /^\/learning\/externalcourses\/evidence\/[A-Za-z0-9_-]{32}\/CertificadodeConclusao2026\.pdf$/,
    );
    const created = await create({ evidencePath: externalCourse });
    expect(created.evidencePath).toBe(externalCourse);
    const own = await live.get(`/api${externalCourse}`, bruno());
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await live.get(`/api${externalCourse}`, await admin())).statusCode).toBe(200);
    const other = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    expectFailure(await live.get(`/api${externalCourse}`, other), 404, text.evidenceNotFound);
    // Nor may another learner's course name it.
    expectFailure(
      await send('POST', '/api/learning/externalcourses/', course({ evidencePath: externalCourse }), other),
      400,
      text.evidenceNotFound,
    );
  });

  it('tells a PNG by its content, whatever its name says', async () => {
    const response = await upload(png, 'foto do certificado.pdf', 'application/pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ fileName: string }>().fileName).toBe('fotodocertificado.png');
  });

  it('refuses a renamed executable, a 6 MB file and an empty one, keeping nothing', async () => {
    const count = async () =>
      (await live.db.query<{ n: number }>('SELECT count(*)::int AS n FROM learning_external_course_files'))[0]
        ?.n;
    const before = await count();
    expectFailure(await upload(elf, 'evidence.pdf'), 400, 'Apenas arquivos PDF, JPG ou PNG são permitidos.');
    expectFailure(await upload(exe, 'evidence.pdf'), 400, 'Apenas arquivos PDF, JPG ou PNG são permitidos.');
    const big = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024 - pdf.length, 0x20)]);
    expectFailure(await upload(big, 'grande.pdf'), 413, 'O arquivo deve ter no máximo 5MB.');
    expectFailure(await upload(Buffer.alloc(0), 'vazio.pdf'), 400, 'O arquivo enviado está vazio.');
    expect(await count()).toBe(before);
  });

  it('wants a multipart body with a file and a session', async () => {
    expectFailure(
      await send('POST', '/api/uploads/externalcourse', { fileData: 'x' }),
      415,
      'Envie os dados como multipart/form-data.',
    );
    const form = new FormData();
    form.set('fileName', 'a.pdf');
    const noFile = await live.app.inject({
      method: 'POST',
      url: '/api/uploads/externalcourse',
      headers: bruno(),
      payload: form,
    });
    expectFailure(noFile, 400, text.fileRequired);
    expect((await upload(pdf, 'a.pdf', 'application/pdf', undefined, { host: horizonte })).statusCode).toBe(
      401,
    );
  });
});

describe('evidence no course names (routes-evidence.ts)', () => {
  // Last in the file: it moves the clock a day on.
  it('goes when its sender uploads again a day later; one a course names stays', async () => {
    const pathOf = async (name: string) => {
      const response = await upload(pdf, name);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ externalCourse: string }>().externalCourse;
    };
    const unused = await pathOf('esquecido.pdf');
    const [stored] = await live.db.query<{ key: string }>(
      `SELECT storage_key AS key FROM learning_external_course_files WHERE file_key = $1`,
      [unused.split('/')[4]],
    );
    const files = live.app.referenceApi.files;
    expect(await files.stat(stored?.key ?? '')).toBeDefined();
    const named = await pathOf('usado.pdf');
    await create({ evidencePath: named });
    // Within the day, nothing goes.
    await pathOf('outro.pdf');
    expect((await live.get(`/api${unused}`, bruno())).statusCode).toBe(200);
    live.advanceClock(UNUSED_EVIDENCE_KEPT_MS + 60_000);
    const fresh = await pathOf('novo.pdf');
    expectFailure(await live.get(`/api${unused}`, bruno()), 404, text.evidenceNotFound);
    expect(await files.stat(stored?.key ?? '')).toBeUndefined();
    expect((await live.get(`/api${named}`, bruno())).statusCode).toBe(200);
    expect((await live.get(`/api${fresh}`, bruno())).statusCode).toBe(200);
  });
});
