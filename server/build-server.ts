import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/database.ts';
import { migrate, startupLockKey } from './db/migrate.ts';
import { seedTenants } from './db/seed-tenants.ts';
import { loadTenantFixtures } from './fixtures/load-tenant-fixtures.ts';
import { useErrorHandling } from './http/error-handling.ts';
import { defaultLimits } from './http/limits-table.ts';
import { useRateLimits } from './http/rate-limits.ts';
import {
  answerClientError,
  answerFrameworkError,
  useMalformedRequestChecks,
} from './http/malformed-requests.ts';
import { useRouteValidation } from './http/route-validation.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { useHealthRoute } from './http/health.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { openRedis, type RedisLink } from './scale/redis-link.ts';
import { registerArea, type Area } from './http/route-table.ts';
import { sessionGuard } from './auth/session-guard.ts';
import { learningArea } from './learning/routes.ts';
import { journeyArea } from './journey/routes.ts';
import { rankingArea } from './ranking/routes.ts';
import { externalCoursesArea } from './external-courses/routes.ts';
import { termsArea } from './terms/routes.ts';
import { onboardingArea } from './onboarding/routes.ts';
import { campaignsArea } from './campaigns/routes.ts';
import { fileOutbox } from './activation/outbox.ts';
import { activationArea } from './activation/routes.ts';
import { accountArea } from './account/routes.ts';
import { commentsArea } from './comments/routes.ts';
import { plansArea } from './plans/routes.ts';
import { notificationsArea } from './notifications/routes.ts';
import { tenantsArea } from './tenants/routes.ts';
import { chatArea } from './chat/routes.ts';
import { contentArea } from './content/routes.ts';
import { directoryArea } from './directory/routes.ts';
import { engagementArea } from './engagement/routes.ts';
import { likesArea } from './likes/routes.ts';
import { votesArea } from './votes/routes.ts';
import { storeArea } from './store/routes.ts';
import { evaluationsArea } from './evaluations/routes.ts';
import { learningActivityArea } from './learning-activity/routes.ts';
import { usePackageHostGate } from './scorm/package-host-gate.ts';
import { scormArea, scormRunsArea } from './scorm/routes.ts';
import { moveBytesToFiles } from './files/move-bytes-to-files.ts';
import { openFileStore } from './files/open-file-store.ts';
import type { FileStore } from './files/file-store.ts';
import { displayPath } from './paths.ts';
import type { RouteContext } from './route-context.ts';
import { authArea } from './auth/routes.ts';
import { ssoArea } from './auth/routes-sso.ts';
import { profileArea } from './profile/routes.ts';
import { notificationSettingsArea } from './notification-settings/routes.ts';
import { staticApp } from './http/static-app.ts';
import { uploadsArea } from './uploads/routes.ts';
import { useCompression } from './http/compression.ts';
import { learningHomePreloads } from './learning/home-preloads.ts';
import { modulePreloadsOf } from './http/module-preloads.ts';
import { sweepPackageFiles } from './scorm/package-files-sweep.ts';
import { seedScormPackages } from './scorm/seed-packages.ts';
import type { ServerOptions } from './server-options.ts';
import { StartupError } from './startup-error.ts';

export const bodyLimitBytes = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** What was started, for the start-up line and for tests. */
    referenceApi: { buckets: string[]; database: Database; files: FileStore };
  }
}

/**
 * Checks the fixtures, prepares the database and returns the server, not yet listening: `main.ts`
 * listens, tests call `inject()`. Throws FixtureError or StartupError with readable problems.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // Fixtures first: a typo in a tenant file is reported before any database is touched.
  const tenants = loadTenantFixtures(options.fixtureDirs);
  const staticDir = options.staticDir === undefined ? undefined : path.resolve(options.staticDir);
  if (staticDir && !existsSync(path.join(staticDir, 'index.html'))) {
    throw new StartupError([
      `${displayPath(staticDir)}: no index.html to serve (build the app first: npm run build)`,
    ]);
  }

  const ownsDatabase = 'kind' in options.database;
  const db: Database = 'kind' in options.database ? await openDatabase(options.database) : options.database;
  const { files, owned: ownsFiles } = await openFileStore(options.files);
  let redis: RedisLink | undefined;
  try {
    if (options.redis) redis = await openRedis(options.redis);
    // One process at a time migrates and seeds: the others wait, then find nothing left to do.
    await db.withLock(startupLockKey, async (locked) => {
      await migrate(locked);
      await moveBytesToFiles(locked, files);
      await seedTenants(locked, tenants);
      const startedAt = (options.now ?? (() => new Date()))();
      await seedScormPackages(locked, files, tenants, startedAt);
      // What a crash or a replace with runs in flight left behind (issue 17, defect 10).
      await sweepPackageFiles(locked, files, startedAt);
    });
  } catch (error) {
    if (ownsDatabase) await db.close();
    if (ownsFiles) await files.close();
    await redis?.close();
    throw error;
  }

  const app = Fastify({
    bodyLimit: bodyLimitBytes,
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false,
    // Malformed addresses and requests: pt-BR, with the usual headers, never echoing the input.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Behind a balancer: request.ip (the per-address limits) and request.protocol (play URLs, frame-src)
    // come from X-Forwarded-For / X-Forwarded-Proto, but only when the proxy is trusted.
    trustProxy: fastifyTrustProxy(options.trustProxy),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  if (ownsFiles) app.addHook('onClose', () => files.close());
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('referenceApi', {
    buckets: tenants.map(({ fixture }) => fixture.app.bucket),
    database: db,
    files,
  });

  addSecurityHeaders(app);
  await useCompression(app);
  usePackageHostGate(app);
  // Declared up front (fastify keeps request objects of one shape); set by the session guard.
  app.decorateRequest('authenticated', null);
  // API answers carry personal data: no cache may keep them unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  useRouteValidation(app);
  useErrorHandling(app);
  useMalformedRequestChecks(app);

  const context: RouteContext = {
    db,
    files,
    now: options.now ?? (() => new Date()),
    preview: options.preview ?? false,
    redis,
    outbox: fileOutbox(options.outboxFile ?? path.join(tmpdir(), `white-label-outbox-${process.pid}.jsonl`)),
    assetsByBucket: new Map(
      tenants.map(({ fixture, folder }) => [fixture.app.bucket, path.join(folder, 'assets')]),
    ),
  };
  await useRateLimits(app, { table: { ...defaultLimits, ...options.limits }, now: context.now, redis });
  useHealthRoute(app, db, redis);
  // The API's areas, each a table of routes (server/<area>/routes.ts), in one loop.
  const areas: readonly Area[] = [
    tenantsArea,
    authArea,
    ssoArea,
    profileArea,
    campaignsArea,
    notificationsArea,
    termsArea,
    onboardingArea,
    accountArea,
    activationArea,
    uploadsArea,
    contentArea,
    directoryArea,
    engagementArea,
    likesArea,
    votesArea,
    storeArea,
    chatArea,
    evaluationsArea,
    learningActivityArea,
    learningArea,
    journeyArea,
    rankingArea,
    externalCoursesArea,
    commentsArea,
    plansArea,
    notificationSettingsArea,
    scormArea,
    scormRunsArea(staticDir),
  ];
  const guards = { session: sessionGuard(context), beforeTerms: sessionGuard(context, 'exempt') };
  for (const area of areas) await registerArea(app, area, context, guards);
  const modulePreloads = modulePreloadsOf(staticDir);
  await staticApp(app, {
    staticDir,
    preloads: (host, pathname) => learningHomePreloads(db, host, pathname, modulePreloads),
  });
  return app;
}
