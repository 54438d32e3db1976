// PUT /api/learning/scorm/kept-runs/{runToken}/runtime-data {data, finish, clientSeq} (session): the data
// of a KEPT run (launch.ts `keep`). Its host page hands each commit and the final data to the app, never
// to the run's URLs, and the app's outbox sends them here in order, maybe days later: so the run is
// found by its token, tenant and learner only, expired or finished or not. Each is applied once: only
// above the run's last clientSeq, claimed in the transaction of its write, so a replay, a lower number or
// a copy sent at the same moment changes nothing. Applying does what the play did not (the lesson's row,
// one access; the content started), then stores as the run's commit or finish does, but a finish does
// not end the run: the kept lesson may be played again offline, its next entries numbered higher.
import type { FastifyRequest } from 'fastify';
import type { ScormKeptRuntimeDataBody } from '../../src/generated/types.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { startContent } from './content-start.ts';
import { scormMessages } from './messages.ts';
import { readRuntimeData } from './rules.ts';
import { storeRuntimeData } from './runtime-data.ts';
import { ensureScoEnrollment, lessonsOf, packageStandard } from './store.ts';
import { claimClientSeq, findKeptRun, runOutcomeOf } from './store-runs.ts';

export async function receiveKeptRuntimeData(
  { db, now }: RouteContext,
  request: FastifyRequest<{ Body: ScormKeptRuntimeDataBody; Params: { runToken: string } }>,
): Promise<{ applied: boolean; contentCompleted: boolean }> {
  const { session } = authenticatedOf(request);
  const { runToken } = request.params;
  const run = await findKeptRun(db, session.idApp, session.idUser, runToken);
  if (!run) return refuse(404, scormMessages.runNotFound);
  const [lessons, standard] = await Promise.all([
    lessonsOf(db, run.idApp, run.idPackage),
    packageStandard(db, run.idApp, run.idPackage),
  ]);
  const lesson = lessons.find((candidate) => candidate.idSco === run.idSco);
  if (!lesson || !standard) return refuse(404, scormMessages.runNotFound);
  const fields = readRuntimeData(standard, request.body.data);
  if (!fields) return refuse(400, scormMessages.badRuntimeData);
  const { finish, clientSeq } = request.body;
  const at = now();
  const applied = await db.transaction(async (tx) => {
    if (!(await claimClientSeq(tx, run.tokenHash, clientSeq))) return false;
    await ensureScoEnrollment(tx, run, at);
    await startContent(tx, run, at);
    await storeRuntimeData(tx, { run, lesson, lessons }, fields, finish, at);
    return true;
  });
  // As GET /api/learning/scorm/runs/{runToken} says it: also to a replay, whose first answer was lost.
  const outcome = await runOutcomeOf(db, session.idApp, session.idUser, runToken);
  return { applied, contentCompleted: outcome?.contentCompleted === true };
}
