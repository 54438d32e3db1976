import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../src/generated/types.ts';
import { learningMessages } from '../learning/messages.ts';
import { expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { expectRefusals } from '../test-support/refusals.ts';

const { live, get } = horizonteLearner();

describe('meetings of the learner classes (2.4, 4.7)', () => {
  it('lists every meeting of bruno’s classes, earliest first, with its page', async () => {
    const response = await get('/api/learning/students/1/meetings');
    const { result } = answerOf<{ result: Meeting[] }>(response, 'api/learning-meetings-response.json');
    expect(result.map((meeting) => [meeting.idMeeting, meeting.nodeCode])).toEqual([
      [3, 'HZ-ATD-01'],
      [2, 'HZ-LID-01-M2'],
      [1, 'HZ-LID-01'],
    ]);
  });

  it('keeps the meetings of a page and the pages under it with nodeCode (‘Eventos da página’)', async () => {
    const school = await get('/api/learning/students/1/meetings?nodeCode=HZ-ESC-LID');
    expect(school.json<{ result: Meeting[] }>().result.map((meeting) => meeting.idMeeting)).toEqual([2, 1]);
    const module2 = await get('/api/learning/students/1/meetings?nodeCode=HZ-LID-01-M2');
    expect(module2.json<{ result: Meeting[] }>().result.map((meeting) => meeting.idMeeting)).toEqual([2]);
    const security = await get('/api/learning/students/1/meetings?nodeCode=HZ-SEG-01');
    expect(security.json<{ result: Meeting[] }>().result).toEqual([]);
  });

  it('refuses another learner, an unknown page and a malformed query in pt-BR', async () => {
    await expectRefusals(get, [
      ['/api/learning/students/2/meetings', 403, learningMessages.otherLearner],
      ['/api/learning/students/1/meetings?nodeCode=NAO-EXISTE', 404, learningMessages.nodeNotFound],
      ['/api/learning/students/abc/meetings', 400, /"idUser"/],
      ['/api/learning/students/1/meetings?nodeCode=', 400, /"nodeCode"/],
    ]);
  });
});

describe('GET /api/learning/features/{id} (7.6)', () => {
  it('says a feature the company lists as on is active, and any other off', async () => {
    const on = await get('/api/learning/features/EXTERNAL_COURSES');
    expect(on.statusCode, on.body).toBe(200);
    expectSchema(on, 'api/learning-feature-response.json');
    expect(on.json()).toEqual({ active: true });
    expect((await get('/api/learning/features/CONTACT_US')).json()).toEqual({ active: true });
    expect((await get('/api/learning/features/NOT_LISTED')).json()).toEqual({ active: false });
  });

  it('refuses a malformed feature id and a call without a session', async () => {
    expectFailure(await get('/api/learning/features/externo%20x'), 400, /"id"/);
    const anonymous = await live.get('/api/learning/features/EXTERNAL_COURSES', { host: horizonte });
    expect(anonymous.statusCode).toBe(401);
  });
});
