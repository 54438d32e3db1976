import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSchema } from './db/create-schema.ts';
import { openDatabase, type Database } from './db/database.ts';
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
import { registerArea, type Area } from './http/route-table.ts';
import { sessionGuard } from './auth/session-guard.ts';
import { tenantsArea } from './tenants/routes.ts';
import { usePackageHostGate } from './scorm/package-host-gate.ts';
import { scormArea, scormRunsArea } from './scorm/routes.ts';
import { moveBytesToFiles } from './files/move-bytes-to-files.ts';
import { openFileStore } from './files/open-file-store.ts';
import { displayPath } from './paths.ts';
import type { RouteContext } from './route-context.ts';
import { chatRoutes } from './routes/chat-routes.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { directoryRoutes } from './routes/directory-routes.ts';
import { documentsRoutes } from './routes/documents-routes.ts';
import { journeyRoutes } from './routes/journey-routes.ts';
import { learningCampaignRoutes } from './routes/learning-campaign-routes.ts';
import { learningEngagementRoutes } from './routes/learning-engagement-routes.ts';
import { learningEventsRoutes } from './routes/learning-events-routes.ts';
import { learningFrameRoutes } from './routes/learning-frame-routes.ts';
import { learningEnrollmentRoutes } from './routes/learning-enrollment-routes.ts';
import { learningProgressRoutes } from './routes/learning-progress-routes.ts';
import { learningEvaluationRoutes } from './routes/learning-evaluation-routes.ts';
import { learningRequestRoutes } from './routes/learning-request-routes.ts';
import { learningRoutes } from './routes/learning-routes.ts';
import { learningPagesRoutes } from './routes/learning-pages-routes.ts';
import { learningSocialRoutes } from './routes/learning-social-routes.ts';
import { engagementRoutes } from './routes/engagement-routes.ts';
import { loginRoutes } from './routes/login-routes.ts';
import { pagedContentRoutes } from './routes/paged-content-routes.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { screensRoutes } from './routes/screens-routes.ts';
import { staticApp } from './routes/static-app.ts';
import { uploadRoutes } from './routes/upload-routes.ts';
import { storeRoutes } from './routes/store-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { seedScormPackages } from './scorm/seed-packages.ts';
import type { ServerOptions } from './server-options.ts';
import { StartupError } from './startup-error.ts';

export const bodyLimitBytes = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** What was started, for the start-up line and for tests. */
    referenceApi: { buckets: string[]; database: Database };
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
  try {
    await createSchema(db);
    await moveBytesToFiles(db, files);
    await seedTenants(db, tenants);
    await seedScormPackages(db, files, tenants, (options.now ?? (() => new Date()))());
  } catch (error) {
    if (ownsDatabase) await db.close();
    if (ownsFiles) await files.close();
    throw error;
  }

  const app = Fastify({
    bodyLimit: bodyLimitBytes,
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false,
    // Malformed addresses and requests: pt-BR, with the usual headers, never echoing the input.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  if (ownsFiles) app.addHook('onClose', () => files.close());
  app.decorate('referenceApi', { buckets: tenants.map(({ fixture }) => fixture.app.bucket), database: db });

  addSecurityHeaders(app);
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
    assetsByBucket: new Map(
      tenants.map(({ fixture, folder }) => [fixture.app.bucket, path.join(folder, 'assets')]),
    ),
  };
  await useRateLimits(app, { table: { ...defaultLimits, ...options.limits }, now: context.now });
  await app.register(
    async (api) => {
      await api.register(loginRoutes, context);
      await api.register(userRoutes, context);
      await api.register(contentRoutes, context);
      await api.register(engagementRoutes, context);
      await api.register(pagedContentRoutes, context);
      await api.register(screensRoutes, context);
      await api.register(profileRoutes, context);
      await api.register(uploadRoutes, context);
      await api.register(directoryRoutes, context);
      await api.register(storeRoutes, context);
      await api.register(chatRoutes, context);
      await api.register(documentsRoutes, context);
      await api.register(journeyRoutes, context);
      await api.register(learningRoutes, context);
      await api.register(learningEnrollmentRoutes, context);
      await api.register(learningProgressRoutes, context);
      await api.register(learningRequestRoutes, context);
      await api.register(learningEngagementRoutes, context);
      await api.register(learningEventsRoutes, context);
      await api.register(learningFrameRoutes, context);
      await api.register(learningSocialRoutes, context);
      await api.register(learningPagesRoutes, context);
      await api.register(learningCampaignRoutes, context);
      await api.register(learningEvaluationRoutes, context);
    },
    { prefix: '/api' },
  );
  // The API's areas, each a table of routes (server/<area>/routes.ts), in one loop.
  const areas: readonly Area[] = [tenantsArea, scormArea, scormRunsArea(staticDir)];
  for (const area of areas) await registerArea(app, area, context, sessionGuard(context));
  await staticApp(app, { staticDir });
  return app;
}
