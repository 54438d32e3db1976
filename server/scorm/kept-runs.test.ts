// Kept SCORM runs (issue 20 item 2, a SCORM lesson of a course kept offline; the contract in
// launch.ts, kept-run-handlers.ts and kept-runtime-data.ts): Téo keeps 'Golfe em pacotes SCORM: revisão'
// (enrollment 532). The play with keep writes only its run; the package origin lists the run's files and
// serves its worker; the run's data comes back by the session route, once per clientSeq, days later too.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { commit12, commit2004 } from '../test-support/scorm-commits.ts';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { scormBuild, useStaticDir } from '../test-support/static-dir.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { scormMessages } from './messages.ts';
import { packageHost, playedRun } from './test-support.ts';
import { packageFileAddress } from './views.ts';

const staticDir = useStaticDir('scorm-kept-static-', scormBuild);
const workerFile = path.join(staticDir, 'scorm-worker.js');

const { live, bruno } = horizonteLearner({ staticDir });
let teoToken = '';
beforeAll(async () => {
  teoToken = await live.login(horizonte, 'teo@horizonte.test');
});
const teo = () => bearer(horizonte, teoToken);

// Téo's enrollment 532 (scripts/make-horizonte-learning.ts): 3711 (SCORM 1.2, one lesson, in the
// course's root, no content row yet) and 3713 (SCORM 2004, 18 sequential lessons, in module 53201).
const teoContent = (idNodeEnrollment: number, idContentItem: number) =>
  `/api/learning/students/1401/enrollments/532/nodeEnrollment/${idNodeEnrollment}/contents/${idContentItem}`;

interface Lesson {
  idSco: number;
  scoEnrollment: { status: string; prerequisitesMet: boolean; numberOfAccess: number; totalTime: number };
}

async function contentOf(idNodeEnrollment: number, idContentItem: number) {
  const response = await live.get(teoContent(idNodeEnrollment, idContentItem), teo());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { scorm: { scos: Lesson[] }; contentEnrollment: { status: string; progress: number } | null };
  }>().data;
}

const play = (body: Record<string, unknown>, headers = teo()) =>
  live.post('/api/learning/scorm/play/', headers, body);

/** Plays a lesson, kept or not: the run's token and its base address on the package host. */
async function launch(
  idEnrollment: number,
  idContentItem: number,
  idSco: number,
  keep: boolean,
  headers = teo(),
) {
  return playedRun(await play({ idEnrollment, idContentItem, idSco, ...(keep ? { keep } : {}) }, headers));
}

const onPackageHost = (method: 'GET' | 'POST', url: string, payload?: object) =>
  live.app.inject({ method, url, headers: { host: packageHost }, ...(payload ? { payload } : {}) });

const sendKept = (token: string, body: Record<string, unknown>, headers = teo()) =>
  live.app.inject({
    method: 'PUT',
    url: `/api/learning/scorm/kept-runs/${token}/runtime-data`,
    headers,
    payload: body,
  });

async function expectAnswer(response: LightMyRequestResponse, answer: object) {
  expect(response.statusCode, response.body).toBe(200);
  expectSchema(response, 'api/scorm-kept-runtime-data-response.json');
  expect(response.json()).toEqual(answer);
}

/** Everything a kept run's data may change in enrollment 532: compared before and after a refused call. */
const enrollmentRows = () =>
  live.db.query<{ kind: string }>(
    `SELECT 'sco' AS kind, id_sco AS id, status, location, suspend_data AS detail, total_seconds AS n,
            number_of_access AS m
       FROM scorm_sco_enrollments WHERE id_enrollment = 532
     UNION ALL
     SELECT 'content', id_content_item, status, NULL, NULL, progress, NULL
       FROM learning_content_enrollments WHERE id_enrollment = 532
     UNION ALL
     SELECT 'run', 0, NULL, NULL, string_agg(client_seq::text, ',' ORDER BY client_seq), NULL, NULL
       FROM scorm_runs WHERE id_enrollment = 532
     ORDER BY 1, 2`,
  );

const lesson3711 = async () => (await contentOf(53200, 3711)).scorm.scos[0]!.idSco;

describe('the fixture', () => {
  it("gives Téo enrollment 532 in the SCORM review class, with enrollment 512's node enrollments", async () => {
    const rows = await live.db.query<{ id: number; nodeCode: string }>(
      `SELECT id_node_enrollment AS id, node_code AS "nodeCode" FROM learning_node_enrollments
        WHERE id_enrollment = 532 ORDER BY id_node_enrollment`,
    );
    expect(rows).toEqual([
      { id: 53200, nodeCode: 'HZ-GOLF-02' },
      { id: 53201, nodeCode: 'HZ-GOLF-02-M1' },
    ]);
  });
});

describe('POST /api/learning/scorm/play/ with keep', () => {
  it('starts a kept run and writes nothing else: no access counted, the content not started', async () => {
    const before = await enrollmentRows();
    const { token } = await launch(532, 3711, await lesson3711(), true);
    const after = await enrollmentRows();
    // Only the run: its row, kept, nothing applied yet.
    expect(after.filter((row) => row.kind !== 'run')).toEqual(before.filter((row) => row.kind !== 'run'));
    expect((await contentOf(53200, 3711)).contentEnrollment).toBeNull();
    const runs = await live.db.query<{ kept: boolean; clientSeq: number }>(
      `SELECT kept, client_seq AS "clientSeq" FROM scorm_runs
        WHERE id_enrollment = 532 AND id_content_item = 3711`,
    );
    expect(runs).toEqual([{ kept: true, clientSeq: 0 }]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('makes the same checks as a play: a locked lesson is refused', async () => {
    const { scos } = (await contentOf(53201, 3713)).scorm;
    expectFailure(
      await play({ idEnrollment: 532, idContentItem: 3713, idSco: scos[1]!.idSco, keep: true }),
      409,
      scormMessages.lessonLocked,
    );
  });
});

describe("the package origin's kept-run routes", () => {
  it('the state says kept; a run played without keep does not', async () => {
    const kept = await launch(532, 3711, await lesson3711(), true);
    const state = await onPackageHost('GET', `${kept.base}state`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ standard: '1.2', kept: true });
    const played = await launch(511, 3701, (await contentOfBruno(51100, 3701))[0]!.idSco, false, bruno());
    const plain = await onPackageHost('GET', `${played.base}state`);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).not.toHaveProperty('kept');
  });

  it("lists every file of the run's package by its address, not for a run played without keep", async () => {
    const kept = await launch(532, 3711, await lesson3711(), true);
    const response = await onPackageHost('GET', `${kept.base}kept-files`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { files } = response.json<{ files: string[] }>();
    const paths = await live.db.query<{ path: string }>(
      `SELECT DISTINCT f.path FROM scorm_package_files f JOIN scorm_runs r
           ON r.id_app = f.id_app AND r.id_package = f.id_package
        WHERE r.id_enrollment = 532 AND r.id_content_item = 3711`,
    );
    expect(new Set(files)).toEqual(new Set(paths.map((row) => packageFileAddress(row.path))));
    expect(files).toContain('files/shared/scormfunctions.js');
    // The launch file is listed as the state names it (the host page caches it under that address).
    const { launchPath } = (await onPackageHost('GET', `${kept.base}state`)).json<{ launchPath: string }>();
    expect(files).toContain(launchPath.split('?')[0]);
    // Each is served by the files route.
    const file = await onPackageHost('GET', `${kept.base}${files[0]}`);
    expect(file.statusCode).toBe(200);

    const played = await launch(511, 3701, (await contentOfBruno(51100, 3701))[0]!.idSco, false, bruno());
    expectFailure(await onPackageHost('GET', `${played.base}kept-files`), 404, scormMessages.runNotFound);
    // On the app's host there is no such route.
    expect((await live.get(`${kept.base}kept-files`, { host: horizonte })).statusCode).toBe(404);
  });

  it('serves the built package worker as a script, 404 while it is not built', async () => {
    const kept = await launch(532, 3711, await lesson3711(), true);
    rmSync(workerFile, { force: true });
    expectFailure(await onPackageHost('GET', `${kept.base}worker.js`), 404, scormMessages.workerMissing);
    writeFileSync(workerFile, 'self.addEventListener("fetch", () => {});');
    try {
      const worker = await onPackageHost('GET', `${kept.base}worker.js`);
      expect(worker.statusCode, worker.body).toBe(200);
      expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.body).toContain('addEventListener("fetch"');
      const played = await launch(511, 3701, (await contentOfBruno(51100, 3701))[0]!.idSco, false, bruno());
      expectFailure(await onPackageHost('GET', `${played.base}worker.js`), 404, scormMessages.runNotFound);
      expect((await live.get(`${kept.base}worker.js`, { host: horizonte })).statusCode).toBe(404);
    } finally {
      rmSync(workerFile, { force: true });
    }
  });

  it("refuses a kept run's commit and finish: its data comes by the session", async () => {
    const kept = await launch(532, 3711, await lesson3711(), true);
    const data = commit12({ 'cmi.core.lesson_status': 'passed' });
    for (const kind of ['commit', 'finish'])
      expectFailure(await onPackageHost('POST', `${kept.base}${kind}`, data), 404, scormMessages.runNotFound);
    expect((await enrollmentRows()).filter((row) => row.kind === 'sco')).toEqual([]);
  });
});

async function contentOfBruno(idNodeEnrollment: number, idContentItem: number) {
  const response = await live.get(
    `/api/learning/students/1/enrollments/511/nodeEnrollment/${idNodeEnrollment}/contents/${idContentItem}`,
    bruno(),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { scorm: { scos: Lesson[] } } }>().data.scorm.scos;
}

describe('PUT /api/learning/scorm/kept-runs/{runToken}/runtime-data', () => {
  it('applies a commit once: the lesson row (one access) and the content started; a replay or a lower clientSeq changes nothing', async () => {
    const idSco = await lesson3711();
    const { base, token } = await launch(532, 3711, idSco, true);
    const first = commit12({
      'cmi.core.lesson_location': 'Playing/Par.html',
      'cmi.suspend_data': 'visited=1',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.exit': 'suspend',
    });
    await expectAnswer(await sendKept(token, { data: first, finish: false, clientSeq: 1 }), {
      applied: true,
      contentCompleted: false,
    });
    expect((await contentOf(53200, 3711)).scorm.scos[0]?.scoEnrollment).toMatchObject({
      status: 'INCOMPLETE',
      numberOfAccess: 1,
      totalTime: 0,
    });
    expect((await contentOf(53200, 3711)).contentEnrollment).toMatchObject({ status: 'IN_PROGRESS' });
    // The state a later play restores: what the commit stored.
    const { cmi } = (await onPackageHost('GET', `${base}state`)).json<{ cmi: { core: object } }>();
    expect(cmi.core).toMatchObject({ lesson_location: 'Playing/Par.html', entry: 'resume' });

    const second = commit12({ 'cmi.core.lesson_location': 'Playing/Rules.html', 'cmi.core.exit': 'suspend' });
    await expectAnswer(await sendKept(token, { data: second, finish: false, clientSeq: 3 }), {
      applied: true,
      contentCompleted: false,
    });
    const stored = await enrollmentRows();
    const other = commit12({ 'cmi.core.lesson_location': 'nada.html' });
    for (const clientSeq of [3, 2, 1])
      await expectAnswer(await sendKept(token, { data: other, finish: clientSeq === 2, clientSeq }), {
        applied: false,
        contentCompleted: false,
      });
    expect(await enrollmentRows()).toEqual(stored);
  });

  it('a finish completes the lesson, unlocks the next, and the last one completes the content; the run goes on', async () => {
    const { scos } = (await contentOf(53201, 3713)).scorm;
    // Listed NOT_ATTEMPTED with its course (the fixture); it follows its lessons from the first (issue 22).
    expect((await contentOf(53201, 3713)).contentEnrollment).toMatchObject({ status: 'NOT_ATTEMPTED' });
    for (const [index, lesson] of scos.entries()) {
      const { token } = await launch(532, 3713, lesson.idSco, true);
      const last = index === scos.length - 1;
      /** The lesson's page session, played offline, finished: its time and place in the run's order. */
      const finish = (sessionTime: string, clientSeq: number) =>
        sendKept(token, { data: commit2004({ 'cmi.session_time': sessionTime }), finish: true, clientSeq });
      await expectAnswer(await finish('PT10S', 1), { applied: true, contentCompleted: last });
      const after = (await contentOf(53201, 3713)).scorm.scos;
      expect(after[index]?.scoEnrollment).toMatchObject({
        // Silent lessons of a manifest without deliveryControls: completed and satisfied by the LMS.
        status: 'PASSED',
        totalTime: 10,
        numberOfAccess: 1,
      });
      if (!last) {
        expect(after[index + 1]?.scoEnrollment.prerequisitesMet).toBe(true);
        expect((await contentOf(53201, 3713)).contentEnrollment).toMatchObject({
          status: 'IN_PROGRESS',
          progress: Math.floor(((index + 1) / scos.length) * 100),
        });
      }
      if (last) {
        // Played again offline after its finish: its next page session's entries are taken too.
        await expectAnswer(await finish('PT5S', 2), { applied: true, contentCompleted: true });
        expect((await contentOf(53201, 3713)).scorm.scos[index]?.scoEnrollment.totalTime).toBe(15);
      }
    }
    expect((await contentOf(53201, 3713)).contentEnrollment).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
    });
    const runs = await live.db.query(
      'SELECT 1 FROM scorm_runs WHERE id_enrollment = 532 AND id_content_item = 3713 AND finished_at IS NOT NULL',
    );
    expect(runs).toEqual([]);
  });

  it("is taken after the run's 12 hours", async () => {
    const { token } = await launch(532, 3711, await lesson3711(), true);
    live.advanceClock(3 * 24 * 60 * 60 * 1000);
    try {
      await expectAnswer(
        await sendKept(token, {
          data: commit12({ 'cmi.core.lesson_location': 'Playing/Late.html' }),
          finish: false,
          clientSeq: 1,
        }),
        { applied: true, contentCompleted: false },
      );
    } finally {
      live.advanceClock(-3 * 24 * 60 * 60 * 1000);
    }
    const [row] = await live.db.query<{ location: string }>(
      'SELECT location FROM scorm_sco_enrollments WHERE id_enrollment = 532 AND id_content_item = 3711',
    );
    expect(row?.location).toBe('Playing/Late.html');
  });

  it("refuses another learner's run, a run played without keep, an unknown token, and bad data", async () => {
    const { token } = await launch(532, 3711, await lesson3711(), true);
    const before = await enrollmentRows();
    const data = commit12({ 'cmi.core.lesson_status': 'passed' });
    expectFailure(
      await sendKept(token, { data, finish: true, clientSeq: 1 }, bruno()),
      404,
      scormMessages.runNotFound,
    );
    const played = await launch(511, 3701, (await contentOfBruno(51100, 3701))[0]!.idSco, false, bruno());
    expectFailure(
      await sendKept(played.token, { data, finish: false, clientSeq: 1 }, bruno()),
      404,
      scormMessages.runNotFound,
    );
    expectFailure(
      await sendKept('A'.repeat(32), { data, finish: false, clientSeq: 1 }),
      404,
      scormMessages.runNotFound,
    );
    expectFailure(
      await sendKept(token, { data: { nada: 1 }, finish: false, clientSeq: 1 }),
      400,
      scormMessages.badRuntimeData,
    );
    for (const bad of [
      { data, finish: false },
      { data, finish: false, clientSeq: 0 },
      { data, finish: 'sim', clientSeq: 1 },
      { data: { cmi: { core: { score: { raw: 'muito' } } } }, finish: false, clientSeq: 1 },
      // The run body's own rules, which the route puts under data (the schema file says only "object").
      { data: { cmi: { score: { scaled: '2' } } }, finish: false, clientSeq: 1 },
      { data: { cmi: { suspend_data: 'x'.repeat(64_001) } }, finish: false, clientSeq: 1 },
    ])
      expectFailure(await sendKept(token, bad), 400, /.+/);
    // The run token is no session.
    expect(
      (await sendKept(token, { data, finish: false, clientSeq: 1 }, bearer(horizonte, token))).statusCode,
    ).toBe(401);
    expect(await enrollmentRows()).toEqual(before);
  });

  it('two copies sent at the same moment apply once', async () => {
    const { token } = await launch(532, 3711, await lesson3711(), true);
    const [before] = await live.db.query<{ totalSeconds: number }>(
      `SELECT total_seconds AS "totalSeconds" FROM scorm_sco_enrollments
        WHERE id_enrollment = 532 AND id_content_item = 3711`,
    );
    const body = { data: commit12({ 'cmi.core.session_time': '00:00:30' }), finish: true, clientSeq: 7 };
    const answers = await Promise.all([sendKept(token, body), sendKept(token, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json<{ applied: boolean }>().applied).sort()).toEqual([
      false,
      true,
    ]);
    const [after] = await live.db.query<{ totalSeconds: number }>(
      `SELECT total_seconds AS "totalSeconds" FROM scorm_sco_enrollments
        WHERE id_enrollment = 532 AND id_content_item = 3711`,
    );
    expect(after!.totalSeconds - (before?.totalSeconds ?? 0)).toBe(30);
  });
});
