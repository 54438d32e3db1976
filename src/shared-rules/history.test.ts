import { describe, expect, it } from 'vitest';
import { certificateFileName, historyOpens, offersCertificate } from './history';

const row = (fields: Partial<Parameters<typeof historyOpens>[0]> = {}) => ({
  enrollmentStatus: 'COMPLETED',
  nodeStatus: 'PUBLISHED',
  allowAccessUponCompletion: 1,
  ...fields,
});

describe('the certificate is offered (learning-area.md 5)', () => {
  it('only for COMPLETED or PASSED with an idCertificate', () => {
    expect(offersCertificate({ enrollmentStatus: 'COMPLETED', idCertificate: 7 })).toBe(true);
    expect(offersCertificate({ enrollmentStatus: 'PASSED', idCertificate: 7 })).toBe(true);
    for (const status of ['IN_PROGRESS', 'NOT_ATTEMPTED', 'FAILED', 'EXPIRED', 'EQUIVALENCY'])
      expect(offersCertificate({ enrollmentStatus: status, idCertificate: 7 })).toBe(false);
    expect(offersCertificate({ enrollmentStatus: 'COMPLETED', idCertificate: null })).toBe(false);
  });
});

describe("the history's open action (5)", () => {
  it('shows for a PUBLISHED course and a non-EXPIRED enrolment', () => {
    for (const status of ['COMPLETED', 'PASSED', 'IN_PROGRESS', 'NOT_ATTEMPTED', 'FAILED', 'EQUIVALENCY'])
      expect(historyOpens(row({ enrollmentStatus: status }))).toBe(true);
  });

  it('hides for an EXPIRED enrolment and a course no longer PUBLISHED', () => {
    expect(historyOpens(row({ enrollmentStatus: 'EXPIRED' }))).toBe(false);
    expect(historyOpens(row({ nodeStatus: 'ARCHIVED' }))).toBe(false);
  });

  it('hides for a course done in a class closed upon completion (allowAccessUponCompletion 0)', () => {
    expect(historyOpens(row({ allowAccessUponCompletion: 0 }))).toBe(false);
    expect(historyOpens(row({ enrollmentStatus: 'PASSED', allowAccessUponCompletion: 0 }))).toBe(false);
    expect(historyOpens(row({ enrollmentStatus: 'IN_PROGRESS', allowAccessUponCompletion: 0 }))).toBe(true);
  });
});

describe("the certificate's file name (7.5)", () => {
  it("is '{title}_certificate.pdf', without what a file name may not hold", () => {
    expect(certificateFileName('Comunicação Não Violenta')).toBe('Comunicação Não Violenta_certificate.pdf');
    expect(certificateFileName('Vendas B2B: 2026/2027')).toBe('Vendas B2B 2026 2027_certificate.pdf');
    expect(certificateFileName(' \u0007 ')).toBe('curso_certificate.pdf');
  });
});
