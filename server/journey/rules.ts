// The certificate's pure parts (learning-area.md 7.5): its code's shape, the address of the public page
// that checks it, the file's Content-Disposition and the dates it prints.
import { rfc5987 } from '../http/content-disposition.ts';

/** A code as issued: 128 random bits in base64url, 22 characters. Anything else is no code of ours. */
export const isCertificateCode = (code: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(code);

/** A Host header fit to be written into an address: a name of letters, digits, dots and dashes, a port. */
const saneHost = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/**
 * `<origin>/certificate-authenticity/<code>` on the host the learner used, the one the tenant is known
 * by. The scheme is request.protocol: behind a trusted proxy its X-Forwarded-Proto (https for an https
 * balancer), a word from outside, so only http and https pass. A Host that cannot be written into an
 * address falls back to the tenant's name.
 */
export function certificateAddress(
  protocol: string,
  host: string | undefined,
  tenantHostName: string,
  code: string,
): string {
  const scheme = protocol === 'https' ? 'https' : 'http';
  const origin = host && saneHost.test(host) ? host.toLowerCase() : tenantHostName;
  return `${scheme}://${origin}/certificate-authenticity/${code}`;
}

/**
 * `attachment` with the name twice: RFC 5987's `filename*` (UTF-8, accents kept) for every current
 * browser, and a plain ASCII `filename` for any client that knows only that one.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .trim() || 'certificate.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

const companyDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** d/m/Y on the company's clock (ADR 0018), as the app shows dates; null for none. */
export const companyDayOf = (date: Date | null): string | null => (date ? companyDay.format(date) : null);
