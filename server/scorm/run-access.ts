// The access of the package origin's routes: no session, the RUN TOKEN of their address (store-runs.ts),
// live and of the tenant of the host (scorm.<tenant host>). The run found is kept for the handler.
import type { FastifyRequest } from 'fastify';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { scormMessages } from './messages.ts';
import type { ScormStandard } from './parse-manifest.ts';
import { appHostOf } from './package-origin.ts';
import { currentPackages } from './rules.ts';
import { lessonsOf, packagesOf, packageStandard, type StoredLesson } from './store.ts';
import { findRun, type StoredRun } from './store-runs.ts';

export interface LiveRun {
  run: StoredRun;
  lesson: StoredLesson;
  lessons: StoredLesson[];
  standard: ScormStandard;
  /** The package host the run was reached on. */
  host: string;
}

const runs = new WeakMap<FastifyRequest, LiveRun>();

/**
 * How long a finished run's package files are still served to it: an authoring tool's exit page
 * (goodbye.html) loads after LMSFinish / Terminate, and the content's last requests may come after it.
 */
export const FINISHED_RUN_FILES_MS = 10 * 60 * 1000;

/**
 * The onRequest guard of the run routes: the run named by the address, or 404 runNotFound. A finished run
 * counts no more, except for its files within FINISHED_RUN_FILES_MS (`filesAfterFinish`).
 */
export const runTokenAccess =
  ({ db, now }: RouteContext, { filesAfterFinish = false } = {}) =>
  async (request: FastifyRequest): Promise<void> => {
    const host = request.headers.host ?? '';
    const { runToken } = request.params as { runToken?: string };
    const tenant = await findTenantByHost(db, appHostOf(host));
    const at = now();
    const finishedAfter = filesAfterFinish ? new Date(at.getTime() - FINISHED_RUN_FILES_MS) : undefined;
    const run = tenant && runToken ? await findRun(db, tenant.idApp, runToken, at, finishedAfter) : undefined;
    if (!run) return refuse(404, scormMessages.runNotFound);
    const [{ usable }, lessons, standard] = await Promise.all([
      packagesOf(db, run.idApp, run.idContentItem).then(currentPackages),
      lessonsOf(db, run.idApp, run.idPackage),
      packageStandard(db, run.idApp, run.idPackage),
    ]);
    const lesson = lessons.find((candidate) => candidate.idSco === run.idSco);
    if (!lesson || !standard || !usable) return refuse(404, scormMessages.runNotFound);
    runs.set(request, { run, lesson, lessons, standard, host });
  };

/** The run runTokenAccess found for this request. */
export function liveRunOf(request: FastifyRequest): LiveRun {
  const found = runs.get(request);
  if (!found) throw new Error('a run route without runTokenAccess');
  return found;
}
