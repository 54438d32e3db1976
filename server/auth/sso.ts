// Single sign-on (content-app.md 2.2 'Entrar com credenciais da minha empresa'; samlConfiguration of
// the app details). The app sends the browser to GET /api/login/sso/{idApp}/{idCompany}?callback=...
//
// The seam: a tenant's identity provider would be an SsoProvider (SAML with a well-kept library such as
// @node-saml/node-saml, or OIDC with openid-client), chosen from the tenant's samlConfiguration; its
// start() answers the redirect to the provider, and its callback route ends in a `login` link token
// sent back to `callback?token=...`, which the app already exchanges for a session (TokenLogin,
// POST /login/renewlogin). The reference API has no provider: the address answers a page in pt-BR
// saying so, with the way back to the e-mail and password login, instead of 'Rota não encontrada.'.
import type { FastifyReply } from 'fastify';

export interface SsoProvider {
  /** Where to send the browser to sign in at the company's provider. */
  start(request: { idApp: number; callback: string }): Promise<string>;
}

export const ssoMessages = {
  title: 'Login pela empresa indisponível',
  unavailable:
    'O login com as credenciais da sua empresa não está disponível neste ambiente. Entre com o seu e-mail e a sua senha.',
  back: 'Voltar ao login',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page the browser lands on when no provider is configured: 501, pt-BR, a link back to /login. */
export function sendSsoUnavailable(reply: FastifyReply, loginUrl: string): FastifyReply {
  const page = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(ssoMessages.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111827}a{color:#1e3a8a;font-weight:600}</style>
</head><body><main><h1>${escapeHtml(ssoMessages.title)}</h1><p>${escapeHtml(ssoMessages.unavailable)}</p>
<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(ssoMessages.back)}</a></p></main></body></html>`;
  return reply.code(501).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}
