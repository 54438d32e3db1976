// PUT .../contents/{idContent}/progress, the offline courses' replayable progress write: what one call
// does, what a replay or a late copy does not, and that copies sent at once store one row and one
// ACCESS_CONTENT record (PGlite interleaves them at every await; PostgreSQL runs them on separate
// pool connections when TEST_DATABASE_URL is set).
import { describe, expect, it } from 'vitest';
import { learningMessages } from './messages.ts';
import { expectFailure, expectSchema } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, put } = horizonteLearner();

// Bruno's enrolments (fixtures/horizonte/parts/learning.json): 501 in HZ-LID-01, whose first module's
// node enrolment is 50101 (3101 half watched by the old routes, then 3102 and 3103 in sequence); 506 in
// HZ-ATD-02, root node enrolment 50600 (the sequential video 3601, then 3602; 3603 restricted).
const progressUrl = (idEnrollment: number, idNodeEnrollment: number, idContent: number, idUser = 1) =>
  `/api/learning/students/${idUser}/enrollments/${idEnrollment}/nodeEnrollment/${idNodeEnrollment}/contents/${idContent}/progress`;
const inCourse = (idContent: number) => progressUrl(501, 50101, idContent);
const inOnboarding = (idContent: number) => progressUrl(506, 50600, idContent);

interface Answer {
  data: { idContentEnrollment: number; status: string; progress: number; finishDate: string | null };
  applied: boolean;
}

const times = <T>(count: number, call: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)));

async function storedRows(idEnrollment: number, idContentItem: number) {
  return live.db.query<{ status: string; progress: number; client_seq: number | null }>(
    `SELECT status, progress, client_seq FROM learning_content_enrollments
      WHERE id_enrollment = $1 AND id_content_item = $2`,
    [idEnrollment, idContentItem],
  );
}

async function accessRecords(idEnrollment: number, idContentItem: number) {
  return live.db.query<{ progress: number }>(
    `SELECT progress FROM learning_content_accesses WHERE id_enrollment = $1 AND id_content_item = $2`,
    [idEnrollment, idContentItem],
  );
}

/** A progress body numbered clientSeq: IN_PROGRESS at 0 unless told. */
function numbered(clientSeq: number, status = 'IN_PROGRESS', progress = status === 'COMPLETED' ? 100 : 0) {
  return { status, progress, clientSeq };
}

/** One answer of the route, checked against its schema. */
async function write(url: string, body: Record<string, unknown>, status = 200): Promise<Answer> {
  const response = await put(url, body);
  expect(response.statusCode, response.body).toBe(status);
  expectSchema(response, 'api/learning-content-progress-response.json');
  return response.json<Answer>();
}

describe('the refusals of POST /content-enrollments/', () => {
  it("refuses another learner's enrolment, a closed one, and a node enrolment of another", async () => {
    expectFailure(
      await put(progressUrl(505, 50500, 3211, 2), numbered(1)),
      403,
      learningMessages.otherLearner,
    );
    expectFailure(
      await put(progressUrl(505, 50500, 3211), numbered(1)),
      404,
      learningMessages.enrollmentNotFound,
    );
    expectFailure(
      await put(progressUrl(504, 50400, 3401), numbered(1)),
      403,
      learningMessages.closedUponCompletion,
    );
    expectFailure(
      await put(progressUrl(501, 50600, 3101), numbered(1)),
      404,
      learningMessages.nodeEnrollmentNotFound,
    );
  });

  it('refuses a content outside the enrolment, a restricted one and a locked one, and stores nothing', async () => {
    expectFailure(await put(inCourse(3201), numbered(1)), 404, learningMessages.contentNotInEnrollment);
    expectFailure(await put(inOnboarding(3603), numbered(1)), 403, learningMessages.restricted);
    expectFailure(
      await put(inOnboarding(3602), numbered(1, 'COMPLETED')),
      409,
      learningMessages.lockedContent,
    );
    expect(await storedRows(506, 3602)).toEqual([]);
    expect(await accessRecords(506, 3602)).toEqual([]);
  });

  it('refuses a body that is not a numbered progress', async () => {
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ status: 'PASSED', progress: 100, clientSeq: 1 }, /"status"/],
      [{ status: 'IN_PROGRESS', progress: 101, clientSeq: 1 }, /"progress"/],
      [{ status: 'IN_PROGRESS', progress: 40.5, clientSeq: 1 }, /"progress"/],
      [{ status: 'IN_PROGRESS', progress: 40 }, /clientSeq/],
      [{ status: 'IN_PROGRESS', progress: 40, clientSeq: -1 }, /"clientSeq"/],
      // The old PUT's grade is not this route's: an unknown field is refused as a whole.
      [
        { status: 'IN_PROGRESS', progress: 40, clientSeq: 1, grade: 0 },
        /^O corpo da requisição é inválido\.$/,
      ],
    ];
    for (const [refusedBody, message] of refused)
      expectFailure(await put(inOnboarding(3601), refusedBody), 400, message);
    expect(await storedRows(506, 3601)).toEqual([]);
  });
});

describe('one write, applied once by its clientSeq', () => {
  it('creates the row (201), moves it with a higher clientSeq and ignores an equal or lower one', async () => {
    const created = await write(inOnboarding(3601), numbered(10, 'IN_PROGRESS', 20), 201);
    expect(created.applied).toBe(true);
    expect(created.data).toMatchObject({ status: 'IN_PROGRESS', progress: 20 });
    const before = await storedRows(506, 3601);
    expect(before).toEqual([{ status: 'IN_PROGRESS', progress: 20, client_seq: 10 }]);

    // A replay (the same clientSeq) and a late write (a lower one) change nothing, with other values too.
    for (const late of [
      numbered(10, 'IN_PROGRESS', 50),
      numbered(9, 'IN_PROGRESS', 60),
      numbered(0, 'COMPLETED'),
    ]) {
      const ignored = await write(inOnboarding(3601), late);
      expect(ignored).toEqual({ ...created, applied: false });
    }
    expect(await storedRows(506, 3601)).toEqual(before);

    const moved = await write(inOnboarding(3601), numbered(11, 'IN_PROGRESS', 30));
    expect(moved.applied).toBe(true);
    expect(moved.data.progress).toBe(30);
    // Progress never goes back, though the write is applied (its clientSeq is kept).
    const lower = await write(inOnboarding(3601), numbered(12, 'IN_PROGRESS', 10));
    expect(lower).toMatchObject({ applied: true, data: { progress: 30 } });
    expect(await storedRows(506, 3601)).toEqual([{ status: 'IN_PROGRESS', progress: 30, client_seq: 12 }]);
    expect(await accessRecords(506, 3601)).toEqual([]);
  });

  it('records one ACCESS_CONTENT on completion, however often it is replayed, and opens the next item', async () => {
    const completed = await write(inOnboarding(3601), numbered(13, 'COMPLETED'));
    expect(completed).toMatchObject({ applied: true, data: { status: 'COMPLETED', progress: 100 } });
    expect(completed.data.finishDate).not.toBeNull();
    expect(await accessRecords(506, 3601)).toEqual([{ progress: 100 }]);
    expect((await write(inOnboarding(3601), numbered(13, 'COMPLETED'))).applied).toBe(false);
    // A later write is applied, but COMPLETED stays COMPLETED and nothing is recorded again.
    const reopened = await write(inOnboarding(3601), numbered(14, 'IN_PROGRESS', 50));
    expect(reopened).toMatchObject({ applied: true, data: { status: 'COMPLETED', progress: 100 } });
    expect((await write(inOnboarding(3601), numbered(15, 'COMPLETED'))).applied).toBe(true);
    expect(await accessRecords(506, 3601)).toEqual([{ progress: 100 }]);
    // The enrolment follows its content (refreshEnrollmentStatus), and the sequence lets 3602 open.
    const [enrollment] = await live.db.query<{ progress: number }>(
      'SELECT progress FROM learning_enrollments WHERE id_enrollment = 506',
    );
    expect(enrollment?.progress).toBeGreaterThan(0);
    expect((await write(inOnboarding(3602), numbered(1), 201)).applied).toBe(true);
  });

  it('moves a row of the old routes (no clientSeq) with any clientSeq, and keeps its progress', async () => {
    const moved = await write(inCourse(3101), numbered(0, 'IN_PROGRESS', 30));
    expect(moved).toMatchObject({ applied: true, data: { status: 'IN_PROGRESS', progress: 40 } });
    expect(await storedRows(501, 3101)).toEqual([{ status: 'IN_PROGRESS', progress: 40, client_seq: 0 }]);
    expect((await write(inCourse(3101), numbered(0, 'IN_PROGRESS', 70))).applied).toBe(false);
  });
});

describe('copies sent at once', () => {
  it('20 simultaneous completions, with two clientSeqs, of a started item: one row, one access record', async () => {
    const answers = await times(20, (index) => put(inCourse(3101), numbered(100 + (index % 2), 'COMPLETED')));
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    const applied = answers.filter((answer) => answer.json<Answer>().applied);
    // Each clientSeq is applied at most once; the lower one only when it came first.
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(applied.length).toBeLessThanOrEqual(2);
    expect(await storedRows(501, 3101)).toEqual([{ status: 'COMPLETED', progress: 100, client_seq: 101 }]);
    expect(await accessRecords(501, 3101)).toEqual([{ progress: 100 }]);
  });

  it('20 simultaneous first writes completing an item: one 201, one row, one access record', async () => {
    const answers = await times(20, () => put(inCourse(3102), numbered(1, 'COMPLETED')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status !== 200),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual([201]);
    expect(answers.filter((answer) => answer.json<Answer>().applied)).toHaveLength(1);
    expect(await storedRows(501, 3102)).toEqual([{ status: 'COMPLETED', progress: 100, client_seq: 1 }]);
    expect(await accessRecords(501, 3102)).toEqual([{ progress: 100 }]);
  });

  it('20 simultaneous first writes with growing clientSeqs: one row holding the highest, one access record', async () => {
    const answers = await times(20, (index) => put(inCourse(3103), numbered(index + 1, 'COMPLETED')));
    expect(answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.body)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await storedRows(501, 3103)).toEqual([{ status: 'COMPLETED', progress: 100, client_seq: 20 }]);
    expect(await accessRecords(501, 3103)).toEqual([{ progress: 100 }]);
  });
});
