// The package origin's run routes (routes.ts), once runTokenAccess found the run: the host page, the state
// to restore, the package's files, and the run-time data of a commit or a finish (a kept run's comes by
// the session instead: kept-runtime-data.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScormRuntimeDataBody } from '../../src/generated/types.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { findUserById } from '../auth/store.ts';
import { scormMessages } from './messages.ts';
import { contentTypeOf } from './package-content-types.ts';
import { appOriginOf, hostPagePolicy, packageFilesPolicy } from './package-origin.ts';
import { readRuntimeData } from './rules.ts';
import { liveRunOf } from './run-access.ts';
import { storeRuntimeData } from './runtime-data.ts';
import { packageFileKey, scoEnrollmentOf } from './store.ts';
import { endRun } from './store-runs.ts';
import { runNavigationView, runStateView } from './views.ts';

/** GET /scorm/runs/{runToken}/: the built scorm-host.html, with its strict policy. */
export async function hostPage(
  staticDir: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const appOrigin = appOriginOf(request.protocol, liveRunOf(request).host);
  const page = staticDir
    ? await readFile(path.join(staticDir, 'scorm-host.html'), 'utf8').catch(() => undefined)
    : undefined;
  if (!page || !appOrigin) return refuse(404, scormMessages.hostPageMissing);
  return reply
    .header('content-security-policy', hostPagePolicy(appOrigin))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

export async function runState(
  { db }: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const { run, lesson, lessons, standard, host } = liveRunOf(request);
  const [row, user] = await Promise.all([scoEnrollmentOf(db, run), findUserById(db, run.idApp, run.idUser)]);
  const learner = { idUser: run.idUser, name: user?.name ?? '' };
  const state = runStateView(standard, lesson, row, learner, appOriginOf(request.protocol, host), run.kept);
  // adl.nav exists in SCORM 2004 only.
  const navigation = standard === '2004' ? { navigation: runNavigationView(lessons, lesson) } : {};
  return reply.header('cache-control', 'no-store').send({ ...state, ...navigation });
}

/** GET /scorm/runs/{runToken}/files/*: a file of the run's package, with the package policy. */
export async function packageFile(
  { db, files }: RouteContext,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
): Promise<unknown> {
  const { run, host } = liveRunOf(request);
  const wanted = request.params['*'];
  const storageKey = await packageFileKey(db, run.idApp, run.idPackage, wanted);
  const appOrigin = appOriginOf(request.protocol, host);
  if (!storageKey || !appOrigin) return refuse(404, scormMessages.fileNotInPackage);
  reply.header('content-security-policy', packageFilesPolicy(appOrigin));
  const sent = await sendStoredFile(request, reply, files, {
    storageKey,
    mimetype: contentTypeOf(wanted),
    disposition: 'inline',
  });
  if (!sent) return refuse(404, scormMessages.fileNotInPackage);
  // The run token is in the address: only this browser may keep the file, never a shared cache.
  return reply.header('cache-control', 'private, no-cache');
}

/**
 * POST /scorm/runs/{runToken}/commit -> 204, and /finish -> {scoEnrollment, nextUnlocked,
 * contentCompleted, pointsEarned}: scorm-again's JSON commit, checked by the body schema and rules.ts.
 * Not for a kept run: its data reaches the app, which sends it by the session (kept-runtime-data.ts).
 */
export async function receiveRuntimeData(
  { db, now }: RouteContext,
  request: FastifyRequest<{ Body: ScormRuntimeDataBody }>,
  reply: FastifyReply,
  finish: boolean,
): Promise<unknown> {
  const live = liveRunOf(request);
  if (live.run.kept) return refuse(404, scormMessages.runNotFound);
  const fields = readRuntimeData(live.standard, request.body);
  if (!fields) return refuse(400, scormMessages.badRuntimeData);
  if (!finish) {
    await storeRuntimeData(db, live, fields, false, now());
    return reply.code(204).send();
  }
  const at = now();
  const answer = await db.transaction(async (tx) => {
    // One finish per run: a second one (pagehide after the close button) finds the run ended.
    if (!(await endRun(tx, live.run.tokenHash, at))) return undefined;
    return storeRuntimeData(tx, live, fields, true, at);
  });
  return answer ?? refuse(404, scormMessages.runNotFound);
}
