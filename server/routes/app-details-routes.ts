import type { FastifyInstance } from 'fastify';
import { hostNameOf } from '../http/host-name.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByBucket } from '../store/app-store.ts';

interface AppDetailsBody {
  bucket: string;
}

const appDetailsSchema = {
  body: {
    type: 'object',
    required: ['bucket'],
    properties: { bucket: { type: 'string', maxLength: 300 } },
  },
} as const;

/** POST /app/details/: the tenant of a host. No match is not an error: an empty list, the app says why. */
export async function appDetailsRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  // The spec writes the path with a trailing slash; the other spelling is accepted too.
  for (const url of ['/app/details/', '/app/details']) {
    app.post<{ Body: AppDetailsBody }>(url, { schema: appDetailsSchema }, async (request) => {
      const tenant = await findTenantByBucket(db, hostNameOf(request.body.bucket));
      return { success: true, app: tenant ? [tenant.details] : [] };
    });
  }
}
