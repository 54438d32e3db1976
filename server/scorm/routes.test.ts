// SCORM on the server (issue 12, Contract A): the lessons in the enrolled content GET, the launch, the
// package origin's routes (host page, state, files, commit, finish) and where each may be reached.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Scorm12API } from 'scorm-again';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy } from '../http/security-headers.ts';
import { learningMessages } from '../learning/messages.ts';
import { scormMessages } from './messages.ts';
import { projectRoot } from '../paths.ts';
import { commit12, commit2004 } from '../test-support/scorm-commits.ts';
import { aurora, bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { scormBuild, useStaticDir } from '../test-support/static-dir.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { contentUrl, packageHost, playedRun, scormOfContent } from './test-support.ts';

const { live, bruno } = horizonteLearner({ staticDir: useStaticDir('scorm-static-', scormBuild) });

interface Lesson {
  idSco: number;
  identifier: string;
  title: string;
  parentTitles: string[];
  scoType: string;
  scoEnrollment: { status: string; prerequisitesMet: boolean; numberOfAccess: number; totalTime: number };
}

const lessonsOf = (idEnrollment: number, idNodeEnrollment: number, idContentItem: number) =>
  scormOfContent<{ status: string; standard: string; scos: Lesson[] }>(
    live,
    contentUrl(idEnrollment, idNodeEnrollment, idContentItem),
    bruno(),
  );

const play = (body: Record<string, unknown>, headers = bruno()) =>
  live.post('/api/learning/scorm/play/', headers, body);

/** Launches a lesson; the run token and the address relative to the package host. */
async function launch(idEnrollment: number, idContentItem: number, idSco: number) {
  return playedRun(await play({ idEnrollment, idContentItem, idSco }));
}

const onPackageHost = (method: 'GET' | 'POST', url: string, payload?: unknown, host = packageHost) =>
  live.app.inject({
    method,
    url,
    headers: { host },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('the lessons of a type-26 item', () => {
  it('answers each package with its status, standard and lessons', async () => {
    const basic = await lessonsOf(511, 51100, 3701);
    expect([basic.status, basic.standard, basic.scos.length]).toEqual(['SUCCESS', '1.2', 1]);
    const multi = await lessonsOf(511, 51101, 3703);
    expect([multi.status, multi.standard, multi.scos.length]).toEqual(['SUCCESS', '2004', 18]);
    expect(multi.scos[0]).toMatchObject({
      title: 'How to Play',
      parentTitles: ['Playing the Game'],
      scoType: 'asset',
    });
    // Sequential item without manifest prerequisites: each lesson needs the one before.
    expect(multi.scos.map((lesson) => lesson.scoEnrollment.prerequisitesMet).slice(0, 3)).toEqual([
      true,
      false,
      false,
    ]);
    const advanced = await lessonsOf(511, 51100, 3704);
    expect(advanced.scos[0]).toMatchObject({ masteryScore: 80 });
  });
});

describe('POST /api/learning/scorm/play/', () => {
  it('refuses a locked lesson, an unknown one and a content that is not SCORM, in pt-BR', async () => {
    const { scos } = await lessonsOf(512, 51201, 3713);
    expectFailure(
      await play({ idEnrollment: 512, idContentItem: 3713, idSco: scos[1]!.idSco }),
      409,
      scormMessages.lessonLocked,
    );
    expectFailure(
      await play({ idEnrollment: 512, idContentItem: 3713, idSco: 999_999 }),
      404,
      scormMessages.lessonNotFound,
    );
    expectFailure(
      await play({ idEnrollment: 502, idContentItem: 3201, idSco: 1 }),
      400,
      scormMessages.notScormContent,
    );
    expectFailure(
      await play({ idEnrollment: 511, idContentItem: 3201, idSco: 1 }),
      404,
      learningMessages.contentNotInEnrollment,
    );
  });

  it('waits while the package is not SUCCESS', async () => {
    await live.db.query(
      `INSERT INTO scorm_packages (id_app, id_package, id_content_item, status, file_name, zip_sha256, created_at)
       SELECT id_app, 900, 3711, 'PENDING', 'x.zip', 'x', now() FROM scorm_packages LIMIT 1`,
    );
    try {
      expect((await lessonsOf(512, 51200, 3711)).status).toBe('PENDING');
      expectFailure(
        await play({ idEnrollment: 512, idContentItem: 3711, idSco: 1 }),
        409,
        scormMessages.processing,
      );
    } finally {
      await live.db.query('DELETE FROM scorm_packages WHERE id_package = 900');
    }
  });
});

describe('the package origin', () => {
  it('serves the host page with its strict policy, framed only by the app', async () => {
    const { scos } = await lessonsOf(511, 51100, 3702);
    const { base } = await launch(511, 3702, scos[0]!.idSco);
    const page = await onPackageHost('GET', base);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<title>host</title>');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`frame-ancestors http://${horizonte}`);
    expect(policy).not.toContain('unsafe');
    // The same address on the app's host is no route at all.
    expect((await live.get(base, { host: horizonte })).statusCode).toBe(404);
  });

  it('serves the state to restore and the package files with their looser policy', async () => {
    const { scos } = await lessonsOf(511, 51101, 3703);
    const { base } = await launch(511, 3703, scos[0]!.idSco);
    const state = await onPackageHost('GET', `${base}state`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({
      standard: '2004',
      launchPath: 'files/Playing/Playing.html',
      title: 'How to Play',
      appOrigin: `http://${horizonte}`,
      cmi: { entry: 'ab-initio', learner_id: '1', total_time: 'PT0H0M0S' },
      // adl.nav.request_valid's answers: the first lesson has none before it; choice names the package's.
      navigation: { previous: false, lessons: scos.map((sco) => sco.identifier) },
    });
    const file = await onPackageHost('GET', `${base}files/Playing/Playing.html`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(file.headers['content-security-policy']).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    );
    expect(file.headers['content-security-policy']).toContain(`frame-ancestors 'self' http://${horizonte}`);
    // What authoring tools' output needs (issue 22): a blob worker, https style sheets, fonts and beacons.
    for (const directive of [
      "worker-src 'self' blob:",
      "style-src 'self' 'unsafe-inline' https:",
      "font-src 'self' data: https:",
      "connect-src 'self' https:",
    ])
      expect(file.headers['content-security-policy']).toContain(directive);
    const script = await onPackageHost('GET', `${base}files/shared/scormfunctions.js`);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const outside of ['files/nada.html', 'files/..%2fimsmanifest.xml', 'files/'])
      expect((await onPackageHost('GET', `${base}${outside}`)).statusCode, outside).toBe(404);
  });

  it('answers nothing of the app there: API, config, pages', async () => {
    for (const url of [
      '/',
      '/config.json',
      '/api/learning/students/1/enrollments/511',
      '/login',
      '/demo/logo.svg',
      '/scorm/runs/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/perfil',
      '/scorm/runs/',
    ])
      expectFailure(await onPackageHost('GET', url), 404, /.+/);
    const withSession = await live.app.inject({
      method: 'GET',
      url: '/api/learning/students/1/enrollments/511',
      headers: { host: packageHost, authorization: `Bearer ${live.bruno}` },
    });
    expect(withSession.statusCode).toBe(404);
  });

  it('binds the run token: not a session, not on another tenant, not after it expires', async () => {
    const { scos } = await lessonsOf(511, 51100, 3702);
    const { base, token } = await launch(511, 3702, scos[0]!.idSco);
    expectFailure(
      await live.get('/api/learning/students/1/enrollments/511', bearer(horizonte, token)),
      401,
      /.+/,
    );
    expect((await onPackageHost('GET', `${base}state`, undefined, `scorm.${aurora}`)).statusCode).toBe(404);
    expect(
      (await onPackageHost('GET', '/scorm/runs/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/state')).statusCode,
    ).toBe(404);
    // The session token is no run token either.
    expect((await onPackageHost('GET', `/scorm/runs/${live.bruno}/state`)).statusCode).toBe(404);
    live.advanceClock(13 * 60 * 60 * 1000);
    try {
      expectFailure(await onPackageHost('GET', `${base}state`), 404, scormMessages.runNotFound);
    } finally {
      live.advanceClock(-13 * 60 * 60 * 1000);
    }
  });
});

describe('commit and finish', () => {
  it('SCORM 1.2: a commit is restored at the next launch (location, suspend data, status, score, time)', async () => {
    const { scos } = await lessonsOf(511, 51100, 3701);
    const first = await launch(511, 3701, scos[0]!.idSco);
    const data = {
      'cmi.core.lesson_location': 'Playing/Par.html',
      'cmi.suspend_data': 'visited=1,2,3',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.score.raw': '40',
      'cmi.core.exit': 'suspend',
      'cmi.core.session_time': '00:01:30.5',
    };
    expectFailure(
      await onPackageHost('POST', `${first.base}commit`, { nada: 1 }),
      400,
      scormMessages.badRuntimeData,
    );
    expect((await onPackageHost('POST', `${first.base}commit`, commit12(data))).statusCode).toBe(204);
    const finished = await onPackageHost('POST', `${first.base}finish`, commit12(data));
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({
      scoEnrollment: { status: 'INCOMPLETE', grade: 40, totalTime: 90.5, numberOfAccess: 1 },
      contentCompleted: false,
      pointsEarned: false,
    });
    // The token is spent.
    expect((await onPackageHost('GET', `${first.base}state`)).statusCode).toBe(404);
    expect((await onPackageHost('POST', `${first.base}commit`, commit12(data))).statusCode).toBe(404);

    const second = await launch(511, 3701, scos[0]!.idSco);
    const state = await onPackageHost('GET', `${second.base}state`);
    const { cmi } = state.json<{ cmi: Record<string, unknown> }>();
    expect(cmi).toMatchObject({
      core: {
        lesson_location: 'Playing/Par.html',
        lesson_status: 'incomplete',
        entry: 'resume',
        total_time: '0000:01:30.50',
        score: { raw: '40' },
        student_name: expect.any(String),
      },
      suspend_data: 'visited=1,2,3',
    });
    // What scorm-again restores from it.
    const api = new Scorm12API({ logLevel: 5, autocommit: false });
    api.loadFromJSON(cmi);
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('Playing/Par.html');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('visited=1,2,3');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect((await lessonsOf(511, 51100, 3701)).scos[0]?.scoEnrollment.numberOfAccess).toBe(2);
  });

  it('a commit alone (the tab closed without finishing) is what the next launch restores', async () => {
    const { scos } = await lessonsOf(512, 51200, 3711);
    const first = await launch(512, 3711, scos[0]!.idSco);
    const data = {
      'cmi.core.lesson_location': 'Etiquette/Course.html',
      'cmi.core.lesson_status': 'incomplete',
    };
    expect((await onPackageHost('POST', `${first.base}commit`, commit12(data))).statusCode).toBe(204);
    const second = await launch(512, 3711, scos[0]!.idSco);
    const { cmi } = (await onPackageHost('GET', `${second.base}state`)).json<{ cmi: { core: object } }>();
    expect(cmi.core).toMatchObject({ lesson_location: 'Etiquette/Course.html', lesson_status: 'incomplete' });
    // No finish: no time was added and the lesson is not done.
    expect((await lessonsOf(512, 51200, 3711)).scos[0]?.scoEnrollment).toMatchObject({
      status: 'INCOMPLETE',
      totalTime: 0,
      numberOfAccess: 2,
    });
  });

  it('SCORM 2004 multi-SCO: each finish unlocks the next; the last completes the content and earns the points', async () => {
    const { scos } = await lessonsOf(511, 51101, 3703);
    for (const [index, lesson] of scos.entries()) {
      const { base } = await launch(511, 3703, lesson.idSco);
      const response = await onPackageHost(
        'POST',
        `${base}finish`,
        commit2004({ 'cmi.session_time': 'PT10S' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const last = index === scos.length - 1;
      // The lessons say nothing: the LMS completes and satisfies them (their manifest's defaults).
      expect(response.json()).toMatchObject({
        scoEnrollment: { status: 'PASSED', totalTime: 10 },
        nextUnlocked: last ? null : scos[index + 1]!.idSco,
        contentCompleted: last,
        pointsEarned: last,
      });
    }
    const content = await live.get(contentUrl(511, 51101, 3703), bruno());
    expect(content.json()).toMatchObject({
      data: { contentEnrollment: { status: 'COMPLETED', progress: 100 } },
    });
  });

  it('SCORM 2004: a SCO that ends with no status is completed and passed by the LMS unless its manifest says the content sets them (issue 22)', async () => {
    // The single-SCO package's manifest has no deliveryControls: completionSetByContent and
    // objectiveSetByContent are false.
    const single = (await lessonsOf(511, 51100, 3702)).scos[0]!;
    const run = await launch(511, 3702, single.idSco);
    const committed = await onPackageHost('POST', `${run.base}commit`, commit2004({ 'cmi.location': 'p1' }));
    expect(committed.statusCode, committed.body).toBe(204);
    expect((await lessonsOf(511, 51100, 3702)).scos[0]!.scoEnrollment.status).not.toBe('COMPLETED');
    const finished = await onPackageHost(
      'POST',
      `${run.base}finish`,
      commit2004({ 'cmi.session_time': 'PT0.1S' }),
    );
    expect(finished.json()).toMatchObject({ scoEnrollment: { status: 'PASSED' }, contentCompleted: true });
    // Total time is kept at the standard's precision (0.01 s), without floating-point noise.
    const again = await launch(511, 3702, single.idSco);
    const second = await onPackageHost(
      'POST',
      `${again.base}finish`,
      commit2004({ 'cmi.session_time': 'PT0.2S' }),
    );
    expect(second.json()).toMatchObject({ scoEnrollment: { totalTime: 0.3 } });

    // The runtime advanced copy says completionSetByContent="true" and objectiveSetByContent="true": its
    // silence completes and satisfies nothing.
    const advanced = (await lessonsOf(511, 51100, 3704)).scos[0]!;
    const { base } = await launch(511, 3704, advanced.idSco);
    const silent = await onPackageHost('POST', `${base}finish`, commit2004({ 'cmi.location': 'p1' }));
    expect(silent.statusCode, silent.body).toBe(200);
    expect(silent.json()).toMatchObject({ contentCompleted: false });
    expect(silent.json().scoEnrollment.status).not.toMatch(/COMPLETED|PASSED/);
  });

  it('SCORM 2004 scores: passed with its scaled score', async () => {
    const { scos } = await lessonsOf(511, 51100, 3704);
    const { base } = await launch(511, 3704, scos[0]!.idSco);
    const body = commit2004({
      'cmi.location': 'p4',
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.scaled': '0.85',
      'cmi.session_time': 'PT1M2.5S',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.type': 'choice',
    });
    const response = await onPackageHost('POST', `${base}finish`, body);
    expect(response.json()).toMatchObject({
      scoEnrollment: { status: 'PASSED', grade: 85, totalTime: 62.5 },
      contentCompleted: true,
      pointsEarned: false,
    });
    const [row] = await live.db.query<{ cmi: { interactions: Record<string, { id: string }> } }>(
      'SELECT cmi FROM scorm_sco_enrollments WHERE id_enrollment = 511 AND id_content_item = 3704',
    );
    expect(row?.cmi.interactions['0']?.id).toBe('q1');
  });
});

describe('POST /api/learning/scorm/content-items/{id}/package', () => {
  const send = (idContentItem: number, token: string, zip: Uint8Array, name = 'pacote.zip') => {
    const data = new FormData();
    data.set('file', new Blob([zip], { type: 'application/zip' }), name);
    return live.app.inject({
      method: 'POST',
      url: `/api/learning/scorm/content-items/${idContentItem}/package`,
      headers: bearer(horizonte, token),
      payload: data,
    });
  };
  const counts = async () =>
    (
      await live.db.query<{ packages: number; files: number }>(
        `SELECT (SELECT count(*)::int FROM scorm_packages) AS packages,
                (SELECT count(*)::int FROM scorm_package_files) AS files`,
      )
    )[0];
  const golf = readFileSync(path.join(projectRoot, 'fixtures/horizonte/packages/golf-2004-single-sco.zip'));

  it('is for admins only, and for type-26 items only', async () => {
    expectFailure(await send(3711, live.bruno, golf), 403, scormMessages.adminsOnly);
    const admin = await live.login(horizonte, 'admin@horizonte.test');
    expectFailure(await send(3201, admin, golf), 400, scormMessages.notScormContent);
    expectFailure(await send(99_999, admin, golf), 404, learningMessages.contentNotFound);
  });

  it('refuses a zip slip and a zip without manifest with nothing stored; stores a good one', async () => {
    const admin = await live.login(horizonte, 'admin@horizonte.test');
    const before = await counts();
    const page = new TextEncoder().encode('<p>oi</p>');
    expectFailure(
      await send(3711, admin, zipSync({ 'index.html': page, '../evil.txt': page })),
      400,
      scormMessages.unsafePath('../evil.txt'),
    );
    expectFailure(await send(3711, admin, zipSync({ 'index.html': page })), 400, scormMessages.noManifest);
    expect(await counts()).toEqual(before);
    const stored = await send(3711, admin, golf);
    expect(stored.statusCode, stored.body).toBe(201);
    expectSchema(stored, 'api/learning-scorm-package-response.json');
    expect(stored.json()).toMatchObject({ data: { status: 'SUCCESS', standard: '2004', scos: 1 } });
    expect((await lessonsOf(512, 51200, 3711)).standard).toBe('2004');
  });
});

describe("the app's policy", () => {
  it('frames its own package origin and no other', async () => {
    const response = await live.get('/', { host: horizonte });
    expect(response.headers['content-security-policy']).toBe(appContentSecurityPolicy('http', horizonte));
    expect(response.headers['content-security-policy']).toContain(
      `frame-src 'self' https: http://scorm.${horizonte};`,
    );
    expect(response.headers['content-security-policy']).not.toMatch(/unsafe-(eval|inline)/);
  });
});

describe('the fixture', () => {
  it('has the node enrollments named at the top of its SCORM part (scripts/make-horizonte-learning.ts)', async () => {
    const rows = await live.db.query<{ id: number; nodeCode: string }>(
      `SELECT id_node_enrollment AS id, node_code AS "nodeCode" FROM learning_node_enrollments
        WHERE id_enrollment IN (511, 512) ORDER BY id_node_enrollment`,
    );
    expect(rows).toEqual([
      { id: 51100, nodeCode: 'HZ-GOLF-01' },
      { id: 51101, nodeCode: 'HZ-GOLF-01-M1' },
      { id: 51200, nodeCode: 'HZ-GOLF-02' },
      { id: 51201, nodeCode: 'HZ-GOLF-02-M1' },
    ]);
  });
});

// Last: a launch here counts as an access of 3701, which the tests above count.
describe('logout (issue 17, defect 11)', () => {
  it("ends the learner's runs: their tokens stop reading the state and taking commits", async () => {
    const token = await live.login(horizonte, 'bruno@horizonte.test');
    const response = await play(
      { idEnrollment: 511, idContentItem: 3701, idSco: (await lessonsOf(511, 51100, 3701)).scos[0]!.idSco },
      bearer(horizonte, token),
    );
    expect(response.statusCode, response.body).toBe(200);
    const base = new URL(response.json<{ url: string }>().url).pathname;
    expect((await onPackageHost('GET', `${base}state`)).statusCode).toBe(200);
    const logout = await live.post('/api/login/logout', bearer(horizonte, token), {});
    expect(logout.statusCode, logout.body).toBe(200);
    expectFailure(await onPackageHost('GET', `${base}state`), 404, scormMessages.runNotFound);
    const commit = await onPackageHost(
      'POST',
      `${base}commit`,
      commit12({ 'cmi.core.lesson_location': '2' }),
    );
    expect(commit.statusCode).toBe(404);
  });
});

describe('foreign ids (issue 17, defect 9)', () => {
  it("refuses another learner's node enrollment in a play, and stores nothing on it", async () => {
    const idSco = (await lessonsOf(511, 51100, 3701)).scos[0]!.idSco;
    // 50500 is a node enrollment of another learner's enrolment (505, idUser 2).
    expectFailure(
      await play({ idEnrollment: 511, idContentItem: 3701, idSco, idNodeEnrollment: 50500 }),
      404,
      learningMessages.nodeEnrollmentNotFound,
    );
    const stored = await live.db.query(
      'SELECT 1 FROM scorm_runs WHERE id_node_enrollment = 50500 UNION ALL SELECT 1 FROM learning_content_enrollments WHERE id_node_enrollment = 50500 AND id_enrollment = 511',
    );
    expect(stored).toEqual([]);
  });
});

describe('what the app is told of a run (issue 17, defect 8)', () => {
  it("answers the learner's own run from the server's record only: not finished until the finish call, then its content", async () => {
    const { scos } = await lessonsOf(511, 51100, 3701);
    const { base, token } = await launch(511, 3701, scos[0]!.idSco);
    const outcome = () => live.get(`/api/learning/scorm/runs/${token}`, bruno());
    let response = await outcome();
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-scorm-run-outcome.json');
    // A package page may post "finished" to the app: the server, asked, says the run goes on.
    expect(response.json()).toEqual({ finished: false, contentCompleted: false });

    const finish = await onPackageHost(
      'POST',
      `${base}finish`,
      commit12({ 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90' }),
    );
    expect(finish.statusCode, finish.body).toBe(200);
    response = await outcome();
    expect(response.json()).toEqual({ finished: true, contentCompleted: true });
  });

  it("refuses another learner's run, an unknown token and the run token itself as a credential", async () => {
    const { scos } = await lessonsOf(511, 51100, 3702);
    const { token } = await launch(511, 3702, scos[0]!.idSco);
    const carla = await live.login(horizonte, 'carla@horizonte.test');
    expectFailure(
      await live.get(`/api/learning/scorm/runs/${token}`, bearer(horizonte, carla)),
      404,
      scormMessages.runNotFound,
    );
    expectFailure(
      await live.get(`/api/learning/scorm/runs/${'A'.repeat(32)}`, bruno()),
      404,
      scormMessages.runNotFound,
    );
    expect((await live.get(`/api/learning/scorm/runs/${token}`, bearer(horizonte, token))).statusCode).toBe(
      401,
    );
  });
});

describe('a finished run (issue 22)', () => {
  it("serves a finished run's files for 10 minutes (an exit page loads after the finish), and nothing else of it (issue 22)", async () => {
    const { scos } = await lessonsOf(511, 51100, 3702);
    const { base } = await launch(511, 3702, scos[0]!.idSco);
    const finished = await onPackageHost('POST', `${base}finish`, commit2004({ 'cmi.location': 'p1' }));
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await onPackageHost('GET', `${base}files/shared/launchpage.html`)).statusCode).toBe(200);
    expect((await onPackageHost('GET', `${base}state`)).statusCode).toBe(404);
    expect((await onPackageHost('POST', `${base}commit`, commit2004({}))).statusCode).toBe(404);
    live.advanceClock(11 * 60 * 1000);
    try {
      const late = await onPackageHost('GET', `${base}files/shared/launchpage.html`);
      expectFailure(late, 404, scormMessages.runNotFound);
      // Its 404 shows in the run's frame: no policy of the app's that would blank it ('refused to connect').
      const policy = String(late.headers['content-security-policy']);
      expect(policy).toContain(`frame-ancestors 'self' http://${horizonte}`);
      expect(policy).toContain("default-src 'none'");
    } finally {
      live.advanceClock(-11 * 60 * 1000);
    }
  });
});
