// The package origin (scorm.<app host>, docs/decisions/0011-scorm-packages-on-their-own-origin.md): only
// these routes answer there, and they answer nowhere else. None reads a session token; each takes the RUN
// TOKEN in its address, good for one launch of one lesson (server/scorm/scorm-runs.ts):
//   GET  /scorm/runs/{runToken}/          the host page (<static dir>/scorm-host.html), strict policy,
//                                         framed only by the app's origin
//   GET  /scorm/runs/{runToken}/state     {standard, launchPath, title, appOrigin, cmi}: what to restore
//   GET  /scorm/runs/{runToken}/files/*   the package's files, with the package policy
//   POST /scorm/runs/{runToken}/commit    scorm-again's JSON commit ({cmi}) -> 204
//   POST /scorm/runs/{runToken}/finish    the final data -> {scoEnrollment, nextUnlocked, contentCompleted, pointsEarned}
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { hostNameOf } from '../http/host-name.ts';
import { failure, messages } from '../messages.ts';
import { scormMessages } from '../messages-scorm.ts';
import type { RouteContext } from '../route-context.ts';
import { afterLessonFinish } from '../scorm/lesson-finish.ts';
import { contentTypeOf } from '../scorm/package-content-types.ts';
import {
  appHostOf,
  appOriginOf,
  hostPagePolicy,
  isPackageHost,
  packageFilesPolicy,
} from '../scorm/package-origin.ts';
import { readRuntimeData, restoredCmi } from '../scorm/runtime-data.ts';
import { saveRuntimeData, scoEnrollmentOf } from '../scorm/sco-enrollments.ts';
import { lessonCards, lessonsOf, packagesOf, scoEnrollmentsOf } from '../scorm/scorm-lessons.ts';
import { endRun, findRun } from '../scorm/scorm-runs.ts';
import { findTenantByBucket } from '../tenants/store.ts';
import { findUserById } from '../store/user-store.ts';

const runsPrefix = '/scorm/runs/';
const runPath = /^\/scorm\/runs\/[^/]+\/(state|commit|finish|files\/.+)?$/;

/**
 * Every request: on a package host only the package routes and the host page's built assets answer (the
 * app, its API and its config do not exist there); on the app's hosts the package routes do not exist.
 */
export function usePackageHostGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://server');
    const packageHost = isPackageHost(request.headers.host);
    // Exactly the routes' shapes: anything else would fall to the app's fallback page (index.html).
    const packagePath = packageHost && (runPath.test(pathname) || pathname.startsWith('/assets/'));
    if (packageHost !== packagePath || (!packageHost && pathname.startsWith(runsPrefix)))
      return reply.code(404).send(failure(messages.routeNotFound));
  });
}

export interface PackageRoutesOptions extends RouteContext {
  /** The built app, where scorm-host.html is (none: the host page answers 404). */
  staticDir: string | undefined;
}

export async function scormPackageRoutes(app: FastifyInstance, options: PackageRoutesOptions): Promise<void> {
  const { db, files, now, staticDir } = options;
  // sendBeacon and keepalive fetches may come as text/plain: the body is JSON all the same.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  const notFound = (reply: FastifyReply) => reply.code(404).send(failure(scormMessages.runNotFound));

  /** The live run named by the address, on the tenant of the host (scorm.<tenant host>). */
  async function runOf(request: FastifyRequest<{ Params: { runToken: string } }>) {
    const host = request.headers.host ?? '';
    const tenant = await findTenantByBucket(db, hostNameOf(appHostOf(host)));
    if (!tenant) return undefined;
    const run = await findRun(db, tenant.idApp, request.params.runToken, now());
    if (!run) return undefined;
    const { usable } = await packagesOf(db, run.idApp, run.idContentItem);
    const lessons = await lessonsOf(db, run.idApp, run.idPackage);
    const lesson = lessons.find((candidate) => candidate.idSco === run.idSco);
    const standard = (
      await db.query<{ standard: '1.2' | '2004'; title: string }>(
        'SELECT standard, title FROM scorm_packages WHERE id_app = $1 AND id_package = $2',
        [run.idApp, run.idPackage],
      )
    )[0];
    if (!lesson || !standard || !usable) return undefined;
    return { run, lesson, lessons, standard: standard.standard, host };
  }

  app.get<{ Params: { runToken: string } }>('/scorm/runs/:runToken/', async (request, reply) => {
    const found = await runOf(request);
    if (!found) return notFound(reply);
    const appOrigin = appOriginOf(request.protocol, found.host);
    const page = staticDir
      ? await readFile(path.join(staticDir, 'scorm-host.html'), 'utf8').catch(() => undefined)
      : undefined;
    if (!page || !appOrigin) return reply.code(404).send(failure(scormMessages.hostPageMissing));
    return reply
      .header('content-security-policy', hostPagePolicy(appOrigin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  app.get<{ Params: { runToken: string } }>('/scorm/runs/:runToken/state', async (request, reply) => {
    const found = await runOf(request);
    if (!found) return notFound(reply);
    const { run, lesson, standard, host } = found;
    const [row, user] = await Promise.all([
      scoEnrollmentOf(db, run),
      findUserById(db, run.idApp, run.idUser),
    ]);
    return reply.header('cache-control', 'no-store').send({
      standard,
      launchPath: `files/${lesson.launchHref.split('/').map(encodeURIComponent).join('/')}${lesson.parameters}`,
      title: lesson.title,
      appOrigin: appOriginOf(request.protocol, host),
      scoType: lesson.scormType,
      cmi: restoredCmi(standard, lesson, row, { idUser: run.idUser, name: user?.name ?? '' }),
    });
  });

  app.get<{ Params: { runToken: string; '*': string } }>(
    '/scorm/runs/:runToken/files/*',
    async (request, reply) => {
      const found = await runOf(request);
      if (!found) return notFound(reply);
      const wanted = request.params['*'];
      const [file] = await db.query<{ storageKey: string }>(
        'SELECT storage_key AS "storageKey" FROM scorm_package_files WHERE id_app = $1 AND id_package = $2 AND path = $3',
        [found.run.idApp, found.run.idPackage, wanted],
      );
      const missing = () => reply.code(404).send(failure(scormMessages.fileNotInPackage));
      const appOrigin = appOriginOf(request.protocol, found.host);
      if (!file || !appOrigin) return missing();
      reply.header('content-security-policy', packageFilesPolicy(appOrigin));
      const sent = await sendStoredFile(request, reply, files, {
        storageKey: file.storageKey,
        mimetype: contentTypeOf(wanted),
        disposition: 'inline',
      });
      // The run token is in the address: only this browser may keep the file, never a shared cache.
      return sent ? reply.header('cache-control', 'private, no-cache') : missing();
    },
  );

  async function receive(
    request: FastifyRequest<{ Params: { runToken: string } }>,
    reply: FastifyReply,
    finish: boolean,
  ) {
    const found = await runOf(request);
    if (!found) return notFound(reply);
    const { run, lesson, lessons, standard } = found;
    const fields = readRuntimeData(standard, request.body);
    if (!fields) return reply.code(400).send(failure(scormMessages.badRuntimeData));
    if (!finish) {
      await saveRuntimeData(db, run, fields, undefined, now());
      return reply.code(204).send();
    }
    // One finish per run: a second one (pagehide after the close button) finds the run ended.
    if (!(await endRun(db, run.tokenHash, now()))) return notFound(reply);
    const before = lessonCards(
      lessons,
      await scoEnrollmentsOf(db, run.idApp, run.idEnrollment, run.idContentItem),
      await contentIsSequential(run.idApp, run.idContentItem),
    );
    await saveRuntimeData(db, run, fields, { asset: lesson.scormType === 'asset' }, now());
    const { outcome, lessons: after } = await afterLessonFinish(
      db,
      run,
      before,
      fields.sessionSeconds,
      now(),
    );
    return {
      scoEnrollment: after.find((candidate) => candidate.idSco === run.idSco)?.scoEnrollment,
      ...outcome,
    };
  }

  async function contentIsSequential(idApp: number, idContentItem: number): Promise<boolean> {
    const [row] = await db.query<{ sequential: boolean }>(
      `SELECT coalesce((item ->> 'sequential')::boolean, false) AS sequential FROM learning_contents
        WHERE id_app = $1 AND id_content_item = $2`,
      [idApp, idContentItem],
    );
    return row?.sequential === true;
  }

  app.post<{ Params: { runToken: string } }>('/scorm/runs/:runToken/commit', (request, reply) =>
    receive(request, reply, false),
  );
  app.post<{ Params: { runToken: string } }>('/scorm/runs/:runToken/finish', (request, reply) =>
    receive(request, reply, true),
  );
}
