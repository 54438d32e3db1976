// The package origin of docs/decisions/0011-scorm-packages-on-their-own-origin.md: for an app host H
// (`horizonte.localhost:5173`) SCORM content runs on `scorm.H`, same scheme and port, so a package's
// scripts are another origin than the app's: no access to its localStorage (the session token) or window.

const prefix = 'scorm.';
/** A Host header fit to be written into an origin (a policy, an address): name, dots, dashes, a port. */
const saneHost = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/**
 * The scheme written into an origin. Behind a trusted proxy request.protocol is its X-Forwarded-Proto
 * (https for an https balancer): a word from outside, so only the two schemes pass, anything else is http.
 */
const schemes = new Set(['http', 'https']);
const schemeOf = (protocol: string) => (schemes.has(protocol) ? protocol : 'http');

export function isPackageHost(host: string | undefined): boolean {
  return (host ?? '').toLowerCase().startsWith(prefix);
}

/** `scorm.horizonte.localhost:5173` -> `horizonte.localhost:5173`. */
export function appHostOf(packageHost: string): string {
  return packageHost.slice(prefix.length);
}

/** The package origin of an app host, or undefined for a host that cannot name one. */
export function packageOriginOf(protocol: string, appHost: string | undefined): string | undefined {
  if (!appHost || !saneHost.test(appHost) || isPackageHost(appHost)) return undefined;
  return `${schemeOf(protocol)}://${prefix}${appHost.toLowerCase()}`;
}

export function appOriginOf(protocol: string, packageHost: string): string | undefined {
  const appHost = appHostOf(packageHost);
  return saneHost.test(appHost) ? `${schemeOf(protocol)}://${appHost.toLowerCase()}` : undefined;
}

/**
 * The host page (scorm-host.html, the app's own code running scorm-again): as strict as the app, framed
 * only by the app's origin; it frames the package files of its own origin.
 */
export function hostPagePolicy(appOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigin}`,
  ].join('; ');
}

/**
 * The package files: published courses use inline scripts, document.write and eval, so they get them,
 * on this origin only. What authoring tools' output also needs (issue 22): a worker from a blob (Rise),
 * style sheets and fonts over https (Google Fonts), an analytics beacon over https. None of it reaches the
 * app's session: that lives on the app's origin, which no package page can read. They may be framed by the
 * host page (the same origin) inside the app: a browser checks every ancestor of a frame, so the app's
 * origin is named too (the run's own); never by another site.
 */
export const packageFilesPolicy = (appOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${appOrigin}`,
  ].join('; ');

/**
 * Every other answer of the package origin (a 404, an error): nothing in it may run, but the run's frames
 * may show it. The app's own policy (frame-ancestors 'self') would blank the frame into "refused to
 * connect", hiding what happened from the learner (issue 22).
 */
export const packageAnswerPolicy = (appOrigin: string) =>
  ["default-src 'none'", `frame-ancestors 'self' ${appOrigin}`].join('; ');
