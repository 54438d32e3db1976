// A package replaced by an admin (issue 22, item 7; package-replacement.ts), on Helena's own course
// (3721, enrollment 533, node enrollment 53300: scripts/make-horizonte-learning.ts): she finishes its one
// lesson, so the content is COMPLETED. The same course uploaded again keeps her lesson done and the
// content COMPLETED; a new version whose lessons are others takes the content back to IN_PROGRESS, its
// lessons not done, and never her course's history.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths.ts';
import { commit12 } from '../test-support/scorm-commits.ts';
import { bearer, expectSchema, horizonte, useLearnerServer } from '../test-support/test-server.ts';

const live = useLearnerServer();
let helenaToken = '';
beforeAll(async () => {
  helenaToken = await live.login(horizonte, 'admin@horizonte.test');
});
const helena = () => bearer(horizonte, helenaToken);
const packages = path.join(projectRoot, 'fixtures/horizonte/packages');

interface Lesson {
  idSco: number;
  identifier?: string;
  scoEnrollment: { status: string; totalTime: number; numberOfAccess: number };
}

async function content() {
  const response = await live.get(
    '/api/learning/students/2/enrollments/533/nodeEnrollment/53300/contents/3721',
    helena(),
  );
  expect(response.statusCode, response.body).toBe(200);
  expectSchema(response, 'api/learning-enrolled-content-response.json');
  const { data } = response.json<{
    data: {
      scorm: { scos: Lesson[] };
      contentEnrollment: { status: string; progress: number; finishDate?: string | null } | null;
    };
  }>();
  return { lessons: data.scorm.scos, record: data.contentEnrollment };
}

async function upload(zip: string) {
  const data = new FormData();
  data.set('file', new Blob([readFileSync(path.join(packages, zip))], { type: 'application/zip' }), zip);
  const response = await live.app.inject({
    method: 'POST',
    url: '/api/learning/scorm/content-items/3721/package',
    headers: helena(),
    payload: data,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a replaced package (issue 22)', () => {
  it('keeps what the learner did in the lessons it still has, and the content follows its new lessons', async () => {
    const [lesson] = (await content()).lessons;
    const play = await live.post('/api/learning/scorm/play/', helena(), {
      idEnrollment: 533,
      idContentItem: 3721,
      idSco: lesson!.idSco,
    });
    expect(play.statusCode, play.body).toBe(200);
    const base = new URL(play.json<{ url: string }>().url).pathname;
    const finished = await live.app.inject({
      method: 'POST',
      url: `${base}finish`,
      headers: { host: `scorm.${horizonte}` },
      payload: commit12({
        'cmi.core.lesson_status': 'passed',
        'cmi.core.lesson_location': 'page-4',
        'cmi.core.session_time': '00:01:40',
      }),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await content()).record).toMatchObject({ status: 'COMPLETED', progress: 100 });

    // The same course again (a new package row, new lesson ids): the lesson keeps its record, not its place.
    await upload('golf-12-runtime-basic.zip');
    const again = await content();
    expect(again.lessons).toHaveLength(1);
    expect(again.lessons[0]!.idSco).not.toBe(lesson!.idSco);
    expect(again.lessons[0]!.scoEnrollment).toMatchObject({
      status: 'PASSED',
      totalTime: 100,
      numberOfAccess: 1,
    });
    expect(again.record).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const [row] = await live.db.query<{ location: string | null; suspendData: string | null }>(
      `SELECT location, suspend_data AS "suspendData" FROM scorm_sco_enrollments
        WHERE id_app = 2 AND id_enrollment = 533 AND id_sco = $1`,
      [again.lessons[0]!.idSco],
    );
    expect(row).toEqual({ location: null, suspendData: null });

    // Another course (the 18 lessons of the 2004 multi-SCO): none of them done, the content in progress.
    await upload('golf-2004-multi-sco.zip');
    const other = await content();
    expect(other.lessons).toHaveLength(18);
    expect(other.lessons.every((candidate) => candidate.scoEnrollment.status === 'NOT_ATTEMPTED')).toBe(true);
    expect(other.record).toMatchObject({ status: 'IN_PROGRESS', progress: 0 });
    // The course's enrolment is not taken back.
    const [enrollment] = await live.db.query<{ status: string }>(
      'SELECT status FROM learning_enrollments WHERE id_app = 2 AND id_enrollment = 533',
    );
    expect(enrollment?.status).not.toBe('NOT_ATTEMPTED');
  });
});
