// The reference API from the command line: `tsx server/main.ts --help`.
import type { FastifyInstance } from 'fastify';
import { buildServer } from './build-server.ts';
import { parseCliOptions, usage, UsageError, type CliOptions } from './cli-options.ts';
import { FixtureError } from './fixtures/fixture-error.ts';
import { describeRedisUrl } from './scale/redis-link.ts';
import { StartupError } from './startup-error.ts';

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    // A bad environment (DATABASE_URL) is not a usage mistake: its message alone, as at start-up.
    if (error instanceof StartupError) exitWithProblems(error.problems);
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return;
  }

  let app: FastifyInstance;
  try {
    app = await buildServer({ ...options, logLevel: 'warn' });
  } catch (error) {
    if (error instanceof FixtureError || error instanceof StartupError) exitWithProblems(error.problems);
    throw error;
  }

  stopOnSignals(app);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${options.port} is already in use: stop the other server or pass --port`
        : `Cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`,
    );
    await app.close();
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const { buckets, database } = app.referenceApi;
  const tenants = buckets.map((bucket) => `http://${bucket}:${port}`).join(', ');
  const serving = options.staticDir ? `app from ${options.staticDir}` : 'API only';
  const shared = options.redis ? `, Redis at ${describeRedisUrl(options.redis.url)}` : '';
  console.log(
    `Reference API listening on port ${port} (${serving}, ${database.description}${shared}): ${tenants}`,
  );
}

/** A start-up problem is for the person at the command line: its lines, no stack trace. */
function exitWithProblems(problems: readonly string[]): never {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

/** Close cleanly (open requests finish, the database is flushed); a second signal does not wait. */
function stopOnSignals(app: FastifyInstance): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
