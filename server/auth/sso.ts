// Single sign-on (content-app.md 2.2 'Entrar com credenciais da minha empresa'; hasSamlConfiguration of
// the app details). The app sends the browser to GET /api/login/sso/{idApp}/{idCompany}?callback=...;
// with the tenant's provider (apps.sso, OpenID Connect: sso-oidc.ts) it goes on to the provider, comes
// back to GET /api/login/sso/callback, and lands on the callback with a one-use `login` link token,
// which the app already exchanges for a session (TokenLogin, POST /login/renewlogin).
// Without a provider the address answers a pt-BR page (501) leading back to the e-mail and password
// login. Every failure is a page too: the browser is on a navigation, not in the app.
import type { FastifyReply } from 'fastify';
import { webAddress } from '../../src/shared-rules/web-address.ts';

export const ssoMessages = {
  title: 'Login pela empresa indisponível',
  unavailable:
    'O login com as credenciais da sua empresa não está disponível neste ambiente. Entre com o seu e-mail e a sua senha.',
  failedTitle: 'Não foi possível entrar pela empresa',
  failed:
    'O provedor de login da sua empresa não respondeu como esperado. Tente novamente em instantes ou entre com o seu e-mail e a sua senha.',
  expired: 'Este login pela empresa expirou ou já foi usado. Volte ao login e tente novamente.',
  cancelled: 'O login pela empresa foi cancelado. Volte ao login para tentar novamente.',
  noAccountTitle: 'Conta sem acesso',
  noAccount:
    'A conta da sua empresa não tem acesso a este aplicativo. Fale com o administrador ou entre com o seu e-mail e a sua senha.',
  back: 'Voltar ao login',
} as const;

/** The login the pages lead back to: the e-mail and password one, without the automatic redirect. */
export const bypassLogin = '/login?byPassSSO=true';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A pt-BR page with a link back to the login (no-store: an answer of one attempt). */
export function sendSsoPage(reply: FastifyReply, status: number, title: string, text: string): FastifyReply {
  const page = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111827}a{color:#1e3a8a;font-weight:600}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(bypassLogin)}">${escapeHtml(ssoMessages.back)}</a></p></main></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

/** The page when the tenant has no provider: 501. */
export const sendSsoUnavailable = (reply: FastifyReply) =>
  sendSsoPage(reply, 501, ssoMessages.title, ssoMessages.unavailable);

/**
 * Where the sign-in ends: the app's own address the app asked for, on the origin the browser came from;
 * anything else (another site, a scheme trick) becomes that origin's /login, so the link token never
 * travels to a third party.
 */
export function sameOriginCallback(callback: unknown, origin: string): string {
  const fallback = `${origin}/login`;
  if (typeof callback !== 'string' || callback.length > 2000) return fallback;
  const url = webAddress(callback, origin);
  return url?.origin === origin ? url.href : fallback;
}

/** The callback with the sign-in link token added to its query (the app reads ?token=). */
export function withToken(callback: string, token: string): string {
  const url = new URL(callback);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * The browser's half of the state: a cookie only this browser holds, checked at the callback, so a
 * provider answer begun by someone else (login CSRF: an attacker's code in a link) signs nobody in.
 * Lax: it rides along the top-level navigation back from the provider.
 */
export const SSO_COOKIE = 'sso_state';
export function ssoCookie(state: string, secure: boolean, maxAgeSeconds: number): string {
  return `${SSO_COOKIE}=${state}; Path=/api/login/sso; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}
export function ssoCookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === SSO_COOKIE) return value.join('=');
  }
  return undefined;
}
