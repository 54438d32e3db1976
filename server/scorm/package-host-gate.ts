// The package origin (scorm.<app host>, docs/decisions/0011-scorm-packages-on-their-own-origin.md) answers
// only its run routes (routes.ts) and the host page's built assets, and those answer nowhere else.
import type { FastifyInstance } from 'fastify';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import { isPackageHost } from './package-origin.ts';

const runsPrefix = '/scorm/runs/';
const runPath = /^\/scorm\/runs\/[^/]+\/(state|commit|finish|kept-files|worker\.js|files\/.+)?$/;

/**
 * Every request: on a package host only the package routes and the host page's built assets answer (the
 * app, its API and its config do not exist there); on the app's hosts the package routes do not exist.
 */
export function usePackageHostGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { pathname } = new URL(request.url, 'http://server');
    const packageHost = isPackageHost(request.headers.host);
    // Exactly the routes' shapes: anything else would fall to the app's fallback page (index.html).
    const packagePath = packageHost && (runPath.test(pathname) || pathname.startsWith('/assets/'));
    if (packageHost !== packagePath || (!packageHost && pathname.startsWith(runsPrefix)))
      refuse(404, messages.routeNotFound);
  });
}
