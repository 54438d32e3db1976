// SCORM (learning-area.md 7.3, 4.2, 4.3; docs/decisions/0011), two tables:
// On the app's API (a session):
//   POST /api/learning/scorm/play/ {idEnrollment, idContentItem, idSco, idNodeEnrollment?, useCdn?, keep?}
//        -> {url: <package origin>/scorm/runs/<runToken>/, nextItem, previousItem, currentItem}
//        409 pt-BR when the content or the lesson is locked or the package is not SUCCESS; counts an access.
//        keep: a KEPT run (a course kept offline), the same checks and answer, nothing counted or started.
//   GET  /api/learning/scorm/runs/{runToken} -> {finished, contentCompleted}: what the server recorded of
//        one of the learner's runs, the player's only source of 'Lição finalizada' and 'Concluído' (defect 8).
//   PUT  /api/learning/scorm/kept-runs/{runToken}/runtime-data {data: {cmi}, finish, clientSeq}
//        -> {applied, contentCompleted}: a kept run's commit or final data from the app's outbox, the
//        learner's own kept run only (else 404), expired or finished or not; applied once, in clientSeq
//        order (kept-runtime-data.ts).
//   POST /api/learning/scorm/content-items/{idContentItem}/package  multipart `file` (a .zip): admins only.
// On the package origin (scorm.<app host>, package-host-gate.ts): no session, the RUN TOKEN of the
// address, good for one launch of one lesson (run-access.ts):
//   GET  /scorm/runs/{runToken}/          the host page (<static dir>/scorm-host.html), strict policy,
//                                         framed only by the app's origin
//   GET  /scorm/runs/{runToken}/state     {standard, launchPath, title, appOrigin, scoType, cmi, kept?,
//                                         navigation?}: what to restore; kept: true for a kept run;
//                                         navigation (2004): {previous, lessons} for adl.nav.request_valid
//   GET  /scorm/runs/{runToken}/files/*   the package's files, with the package policy
//   POST /scorm/runs/{runToken}/commit    scorm-again's JSON commit ({cmi}) -> 204
//   POST /scorm/runs/{runToken}/finish    the final data -> {scoEnrollment, nextUnlocked, contentCompleted, pointsEarned}
//                                         (commit and finish: 404 for a kept run, whose data comes by the session)
// and of a kept run only (kept-run-handlers.ts; any other run: 404):
//   GET  /scorm/runs/{runToken}/kept-files  {files: ['files/<path>', ...]}: what its host page keeps
//   GET  /scorm/runs/{runToken}/worker.js   the package worker (<static dir>/scorm-worker.js) that serves
//                                           the kept copy offline, its scope the run's base
import multipart from '@fastify/multipart';
import { apiSchema, idParams, localSchema } from '../http/api-schemas.ts';
import { route, type Area } from '../http/route-table.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { refuse } from '../http/refusal.ts';
import { keptFiles, packageWorker } from './kept-run-handlers.ts';
import { receiveKeptRuntimeData } from './kept-runtime-data.ts';
import { launchLesson } from './launch.ts';
import { scormMessages } from './messages.ts';
import { packageLimits } from './package-limits.ts';
import { runTokenAccess } from './run-access.ts';
import { hostPage, packageFile, receiveRuntimeData, runState } from './run-handlers.ts';
import { runOutcomeOf } from './store-runs.ts';
import { receivePackage } from './upload.ts';

export const scormArea: Area = {
  name: 'scorm',
  setup: async (app) => {
    await app.register(multipart, {
      limits: { fileSize: packageLimits.maxZipBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
    });
  },
  routes: (context) => [
    route({
      method: 'POST',
      url: '/api/learning/scorm/play/',
      body: apiSchema('learning-scorm-play-body'),
      handler: (request) => launchLesson(context, request),
    }),
    route({
      method: 'GET',
      url: '/api/learning/scorm/runs/:runToken',
      params: runToken,
      handler: async (request) => {
        const { session } = authenticatedOf(request);
        const outcome = await runOutcomeOf(
          context.db,
          session.idApp,
          session.idUser,
          request.params.runToken,
        );
        return outcome ?? refuse(404, scormMessages.runNotFound);
      },
    }),
    route({
      method: 'PUT',
      url: '/api/learning/scorm/kept-runs/:runToken/runtime-data',
      params: runToken,
      body: keptRuntimeDataBody(),
      handler: (request) => receiveKeptRuntimeData(context, request),
    }),
    route({
      method: 'POST',
      url: '/api/learning/scorm/content-items/:idContentItem/package',
      params: idParams('idContentItem'),
      handler: (request, reply) => receivePackage(context, request, reply),
    }),
  ],
};

/**
 * The kept run's body, its `data` checked as the run's commit and finish check theirs: the schema file
 * says only "an object" there (the app's validators would carry a second copy of the run-time body).
 */
function keptRuntimeDataBody(): ReturnType<typeof apiSchema<'scorm-kept-runtime-data-body'>> {
  const { schema } = apiSchema('scorm-kept-runtime-data-body');
  const { schema: data } = apiSchema('scorm-runtime-data-body');
  const { description: _runBody, title: _title, ...runtimeData } = data as Record<string, unknown>;
  const body = schema as { properties: Record<string, unknown> };
  return { schema: { ...body, properties: { ...body.properties, data: runtimeData } } } as ReturnType<
    typeof apiSchema<'scorm-kept-runtime-data-body'>
  >;
}

const runToken = localSchema<{ runToken: string }>({
  type: 'object',
  required: ['runToken'],
  properties: { runToken: { type: 'string', maxLength: 64 } },
});

/** The package origin's routes; `staticDir` is the built app, where scorm-host.html is (none: 404). */
export const scormRunsArea = (staticDir: string | undefined): Area => ({
  name: 'scorm-runs',
  setup: async (app) => {
    // sendBeacon and keepalive fetches may come as text/plain: the body is JSON all the same.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
  },
  routes: (context) => {
    const access = runTokenAccess(context);
    // An exit page the content loads after its finish still comes from the package.
    const filesAccess = runTokenAccess(context, { filesAfterFinish: true });
    return [
      route({
        method: 'GET',
        url: '/scorm/runs/:runToken/',
        access,
        params: runToken,
        handler: (request, reply) => hostPage(staticDir, request, reply),
      }),
      route({
        method: 'GET',
        url: '/scorm/runs/:runToken/state',
        access,
        params: runToken,
        handler: (request, reply) => runState(context, request, reply),
      }),
      route({
        method: 'GET',
        url: '/scorm/runs/:runToken/files/*',
        access: filesAccess,
        params: localSchema<{ runToken: string; '*': string }>({
          type: 'object',
          properties: { runToken: { type: 'string', maxLength: 64 }, '*': { type: 'string' } },
        }),
        handler: (request, reply) => packageFile(context, request, reply),
      }),
      route({
        method: 'GET',
        url: '/scorm/runs/:runToken/kept-files',
        access,
        params: runToken,
        handler: (request, reply) => keptFiles(context, request, reply),
      }),
      route({
        method: 'GET',
        url: '/scorm/runs/:runToken/worker.js',
        access,
        params: runToken,
        handler: (request, reply) => packageWorker(staticDir, request, reply),
      }),
      ...(['commit', 'finish'] as const).map((kind) =>
        route({
          method: 'POST',
          url: `/scorm/runs/:runToken/${kind}`,
          access,
          params: runToken,
          body: apiSchema('scorm-runtime-data-body'),
          handler: (request, reply) => receiveRuntimeData(context, request, reply, kind === 'finish'),
        }),
      ),
    ];
  },
});
