import type { FastifyInstance } from 'fastify';

export interface RuntimeConfig {
  apiBaseUrl: string;
  preview: boolean;
  uploadHost: string;
  chatHost: string;
  adminHost: string;
  /** The SCORM CDN test service (learning-area.md 4.2); '' runs no test. */
  scormCdnTestUrl: string;
}

/** GET /config.json: read by the app at start, so one build serves every deployment (DESIGN.md). */
export async function runtimeConfigRoute(
  app: FastifyInstance,
  { preview }: { preview: boolean },
): Promise<void> {
  const config: RuntimeConfig = {
    apiBaseUrl: '/api',
    preview,
    uploadHost: '',
    chatHost: '',
    adminHost: 'http://admin.localhost:5173',
    scormCdnTestUrl: '',
  };
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(config));
}
