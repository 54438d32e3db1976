import { describe, expect, it } from 'vitest';
import { attachmentDisposition, certificateAddress, companyDayOf, isCertificateCode } from './rules.ts';

describe('a certificate code (7.5)', () => {
  it('is 22 base64url characters (128 bits), nothing else', () => {
    expect(isCertificateCode('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    for (const wrong of [
      '',
      'x',
      'AbCdEfGhIjKlMnOpQrSt_',
      'AbCdEfGhIjKlMnOpQrSt_-1',
      'AbCdEfGhIjKlMnOpQrSt/=',
      '../../etc/passwd.....',
    ])
      expect(isCertificateCode(wrong), wrong).toBe(false);
  });
});

describe("the authenticity page's address (7.5)", () => {
  const code = 'AbCdEfGhIjKlMnOpQrSt_-';

  it('is on the host the learner used, with its port and scheme', () => {
    expect(certificateAddress('http', 'horizonte.localhost:5173', 'horizonte.localhost', code)).toBe(
      `http://horizonte.localhost:5173/certificate-authenticity/${code}`,
    );
    // Behind a trusted https balancer request.protocol is its X-Forwarded-Proto.
    expect(certificateAddress('https', 'cursos.horizonte.com.br', 'cursos.horizonte.com.br', code)).toBe(
      `https://cursos.horizonte.com.br/certificate-authenticity/${code}`,
    );
  });

  it('writes only http or https, and no Host that cannot be an address', () => {
    expect(certificateAddress('javascript', 'horizonte.localhost', 'horizonte.localhost', code)).toMatch(
      /^http:\/\/horizonte\.localhost\//,
    );
    for (const host of ['horizonte.localhost:5173/evil?', 'horizonte.localhost:abc', 'a b', '', undefined])
      expect(certificateAddress('http', host, 'horizonte.localhost', code)).toBe(
        `http://horizonte.localhost/certificate-authenticity/${code}`,
      );
  });
});

describe("the file's Content-Disposition (7.5)", () => {
  it('names the file in UTF-8 (RFC 5987) with a plain ASCII fallback', () => {
    expect(attachmentDisposition('Comunicação Não Violenta_certificate.pdf')).toBe(
      `attachment; filename="Comunicacao Nao Violenta_certificate.pdf"; ` +
        `filename*=UTF-8''Comunica%C3%A7%C3%A3o%20N%C3%A3o%20Violenta_certificate.pdf`,
    );
  });

  it('keeps quotes and backslashes out of the quoted name and encodes what RFC 5987 reserves', () => {
    const header = attachmentDisposition(`Vendas "B2B" (edição 1)'s_certificate.pdf`);
    expect(header).toContain(`filename="Vendas B2B (edicao 1)'s_certificate.pdf"`);
    expect(header).toContain(
      `filename*=UTF-8''Vendas%20%22B2B%22%20%28edi%C3%A7%C3%A3o%201%29%27s_certificate.pdf`,
    );
    expect(attachmentDisposition('認証_certificate.pdf')).toContain('filename="_certificate.pdf"');
  });
});

describe("the certificate's dates", () => {
  it("are d/m/Y on the company's clock (America/Sao_Paulo)", () => {
    // 02:30 UTC on the 21st is still the 20th in São Paulo.
    expect(companyDayOf(new Date('2026-05-21T02:30:00Z'))).toBe('20/05/2026');
    expect(companyDayOf(new Date('2026-03-02T12:00:00Z'))).toBe('02/03/2026');
    expect(companyDayOf(null)).toBeNull();
  });
});
