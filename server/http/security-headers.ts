import type { FastifyInstance } from 'fastify';
import { appOriginOf, isPackageHost, packageAnswerPolicy, packageOriginOf } from '../scorm/package-origin.ts';

/**
 * The two style sheets react-aria (src/ui's widgets) inserts as <style> elements, allowed by their hash and
 * nothing else (docs/decisions/0008-react-aria-under-the-csp.md): every pressable element adds
 * `[data-react-aria-pressable] { touch-action: ... }` (no double-tap delay), and overlays on iOS add
 * `* { overscroll-behavior: contain }` (no scroll chaining behind a modal). security-headers.test.ts
 * recomputes both from the installed react-aria, so an update that changes them fails there.
 */
export const reactAriaStyleHashes = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
];

/**
 * The policy of the app: everything from its own origin; images, media and frames may also come from
 * https (tenant logos, video hosts); no eval, no inline script or style (but react-aria's two fixed sheets), no plugins, not framed elsewhere.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${reactAriaStyleHashes.join(' ')}`,
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * The app's policy for a request's host: contentSecurityPolicy, whose frames may also come from the host's
 * SCORM package origin (scorm.<host>, docs/decisions/0011-scorm-packages-on-their-own-origin.md) and no other.
 */
export function appContentSecurityPolicy(protocol: string, host: string | undefined): string {
  const packageOrigin = packageOriginOf(protocol, host);
  return packageOrigin
    ? contentSecurityPolicy.replace("frame-src 'self' https:", `frame-src 'self' https: ${packageOrigin}`)
    : contentSecurityPolicy;
}

/**
 * On every response (API, static files, errors, 404s): set in onSend, which every reply goes through. A
 * route of the package origin sets its own policy first (server/scorm/package-origin.ts); it is kept.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const own = reply.getHeader('content-security-policy');
    reply.headers(securityHeaders);
    // Only a page can frame: the package origin is named in the app's HTML answers, the rest keep the
    // one fixed policy.
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const packageAppOrigin = isPackageHost(request.headers.host)
      ? appOriginOf(request.protocol, request.headers.host ?? '')
      : undefined;
    reply.header(
      'content-security-policy',
      typeof own === 'string'
        ? own
        : packageAppOrigin
          ? packageAnswerPolicy(packageAppOrigin)
          : page
            ? appContentSecurityPolicy(request.protocol, request.headers.host)
            : contentSecurityPolicy,
    );
    return payload;
  });
}
