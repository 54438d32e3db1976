// POST /api/learning/scorm/play/ (learning-area.md 7.3): the learner's own active enrollment, the content
// in it, unlocked, of type 26 with a SUCCESS package, the lesson's prerequisites met; counts an access,
// starts the content at the first open, and answers the run's address on the package origin with the
// content's navigation items. With `keep` (a course kept offline) the same checks start a KEPT run and
// write nothing else: keeping a lesson is not opening it; its data, when played, comes back by
// kept-runtime-data.ts, which counts and starts then.
import type { FastifyRequest } from 'fastify';
import type { LearningScormPlayBody } from '../../src/generated/types.ts';
import { SCORM_CONTENT_TYPE } from '../../src/shared-rules/learning-locks.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import { isOwnNodeEnrollment } from '../learning/rules.ts';
import type { RouteContext } from '../route-context.ts';
import { ownEnrollment } from '../learning/access.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import { contentsInOrder, navigationItem, neighboursAt, sequenceOf } from '../learning/navigation.ts';
import { contentEnrollmentOf } from '../learning/view-model.ts';
import { startContent } from './content-start.ts';
import { scormMessages } from './messages.ts';
import { packageOriginOf } from './package-origin.ts';
import { currentPackages } from './rules.ts';
import { countAccess, lessonsOf, packagesOf, scoEnrollmentsOf } from './store.ts';
import { startRun } from './store-runs.ts';
import { lessonCards } from './views.ts';

export async function launchLesson(
  context: RouteContext,
  request: FastifyRequest<{ Body: LearningScormPlayBody }>,
): Promise<unknown> {
  const { db } = context;
  const { session } = authenticatedOf(request);
  const { idEnrollment, idContentItem, idSco } = request.body;
  const found = await ownEnrollment(context, request, session.idUser, idEnrollment);
  const { view, enrollment, idApp } = found;
  const ordered = contentsInOrder(view, enrollment.nodeCode);
  const content = ordered.find((candidate) => candidate.item.idContentItem === idContentItem);
  if (!content) return refuse(404, learningMessages.contentNotInEnrollment);
  if (content.item.idContentType !== SCORM_CONTENT_TYPE) return refuse(400, scormMessages.notScormContent);
  if (content.item.hasAccess === false) return refuse(403, learningMessages.restricted);
  const refusal = contentRefusal(view, enrollment, content);
  if (refusal) return refuse(409, refusal);
  const { latest, usable } = currentPackages(await packagesOf(db, idApp, idContentItem));
  if (!latest || !usable || latest.status !== 'SUCCESS') return refuse(409, scormMessages.processing);
  const [lessons, rows] = await Promise.all([
    lessonsOf(db, idApp, usable.idPackage),
    scoEnrollmentsOf(db, idApp, idEnrollment, idContentItem),
  ]);
  const card = lessonCards(lessons, rows, content.item.sequential === true).find(
    (lesson) => lesson.idSco === idSco,
  );
  if (!card) return refuse(404, scormMessages.lessonNotFound);
  if (!card.scoEnrollment.prerequisitesMet) return refuse(409, scormMessages.lessonLocked);
  const origin = packageOriginOf(request.protocol, request.headers.host);
  if (!origin) return refuse(400, messages.invalidRequest);

  const nodeRow = view.learner.nodeEnrollments.find(
    (row) => row.idEnrollment === idEnrollment && row.nodeCode === content.nodeCode,
  );
  // A node enrollment named by the body must be one of this enrollment's (issue 17, defect 9): another
  // learner's would have this run's records stored on it.
  const named = request.body.idNodeEnrollment;
  if (named != null && !isOwnNodeEnrollment(view.learner, idEnrollment, named))
    return refuse(404, learningMessages.nodeEnrollmentNotFound);
  const idNodeEnrollment = named ?? nodeRow?.idNodeEnrollment ?? null;
  const now = context.now();
  const run = {
    idApp,
    idUser: session.idUser,
    idEnrollment,
    idNodeEnrollment,
    idContentItem,
    idPackage: usable.idPackage,
    idSco,
  };
  const keep = request.body.keep === true;
  if (!keep) {
    await countAccess(db, run, now);
    if (!contentEnrollmentOf(view, idEnrollment, idContentItem)) await startContent(db, run, now);
  }
  const token = await startRun(db, run, now, keep);
  // Previous and next walk the course's whole sequence, evaluations included, as the viewer's buttons do.
  const sequence = sequenceOf(view, enrollment.nodeCode);
  const at = sequence.findIndex(
    (step) => step.kind === 'CONTENT' && step.content.item.idContentItem === idContentItem,
  );
  const step = sequence[at];
  return {
    url: `${origin}/scorm/runs/${token}/`,
    ...neighboursAt(view, enrollment, sequence, at),
    currentItem: step ? navigationItem(view, enrollment, step, at === sequence.length - 1) : null,
  };
}
