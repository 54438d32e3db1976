import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hostNameOf } from '../http/host-name.ts';
import { failure, messages } from '../messages.ts';

export interface DemoAssetsOptions {
  /** host name (bucket) -> the tenant's assets/ folder */
  assetsByBucket: ReadonlyMap<string, string>;
}

/**
 * GET /demo/*: the files of the host's tenant folder (fixtures/<tenant>/assets/), so a designer's
 * images work without any other server. @fastify/static refuses paths that leave the folder.
 */
export async function demoAssetsRoute(
  app: FastifyInstance,
  { assetsByBucket }: DemoAssetsOptions,
): Promise<void> {
  app.get<{ Params: { '*': string } }>('/demo/*', async (request, reply) => {
    const assetsDir = assetsByBucket.get(hostNameOf(request.headers.host) ?? '');
    if (!assetsDir) return reply.code(404).send(failure(messages.noMatchingApp));
    // Fixture files change while a designer works: revalidate every time (the ETag keeps it cheap).
    return reply.header('cache-control', 'no-cache').sendFile(request.params['*'], path.resolve(assetsDir));
  });
}
