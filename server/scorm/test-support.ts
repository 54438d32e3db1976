// What the SCORM route tests share: the package origin's host, Bruno's enrolled content address, the
// content GET's SCORM part and a play's answer, each checked the one way they all check it.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { horizonte, type LiveServer } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';

/** The package origin: the host SCORM runs are served on (the app's host with `scorm.` before it). */
export const packageHost = `scorm.${horizonte}`;

/** Bruno's (learner 1's) enrolled content GET of horizonte. */
export const contentUrl = (idEnrollment: number, idNodeEnrollment: number, idContentItem: number) =>
  `/api/learning/students/1/enrollments/${idEnrollment}/nodeEnrollment/${idNodeEnrollment}/contents/${idContentItem}`;

/** The SCORM part of an enrolled content GET, answered 200 and checked against its schema. */
export async function scormOfContent<Scorm>(
  live: LiveServer,
  url: string,
  headers: Record<string, string>,
): Promise<Scorm> {
  const response = await live.get(url, headers);
  return answerOf<{ data: { scorm: Scorm } }>(response, 'api/learning-enrolled-content-response.json').data
    .scorm;
}

/** A play's answer, a 200 of its schema on the package host: the run's token and base address there. */
export function playedRun(response: LightMyRequestResponse): { base: string; token: string } {
  const url = new URL(answerOf<{ url: string }>(response, 'api/learning-scorm-play-response.json').url);
  expect(url.host).toBe(packageHost);
  return { base: url.pathname, token: url.pathname.split('/')[3]! };
}
