// The package origin's routes of a KEPT run only (a lesson of a course kept offline, launch.ts `keep`):
// what the host page puts in the run's cache, and the service worker that answers from it offline. Any
// other run is not found here, as an unknown token is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { scormMessages } from './messages.ts';
import { liveRunOf, type LiveRun } from './run-access.ts';
import { packageFilePaths } from './store.ts';
import { keptFilesView } from './views.ts';

function keptRunOf(request: FastifyRequest): LiveRun {
  const live = liveRunOf(request);
  return live.run.kept ? live : refuse(404, scormMessages.runNotFound);
}

/** GET /scorm/runs/{runToken}/kept-files -> {files}: every file of the run's package, by its address. */
export async function keptFiles(
  { db }: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const { run } = keptRunOf(request);
  const paths = await packageFilePaths(db, run.idApp, run.idPackage);
  return reply.header('cache-control', 'no-store').send(keptFilesView(paths));
}

/**
 * GET /scorm/runs/{runToken}/worker.js: the built package worker (<static dir>/scorm-worker.js). Served
 * from the run's base, so its scope may be that base and no wider; no-cache, so the browser's update
 * check finds a new build.
 */
export async function packageWorker(
  staticDir: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  keptRunOf(request);
  const script = staticDir
    ? await readFile(path.join(staticDir, 'scorm-worker.js'), 'utf8').catch(() => undefined)
    : undefined;
  if (script === undefined) return refuse(404, scormMessages.workerMissing);
  return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
}
