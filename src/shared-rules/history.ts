// The history's and the certificates' rules (learning-area.md 4.4, 5 "Certificates", 7.5), shared by
// the reference API (which refuses what they refuse) and the journey's tabs (which offer what they
// offer).
import { isClosedUponCompletion } from './learning-cards.ts';

export interface HistoryFacts {
  enrollmentStatus: string;
  nodeStatus: string;
  allowAccessUponCompletion: number;
  idCertificate: number | null;
}

const DONE = ['COMPLETED', 'PASSED'];

/** 5: "offered only if idCertificate exists and the status is COMPLETED or PASSED" (4.4: only when completed). */
export const offersCertificate = (row: Pick<HistoryFacts, 'enrollmentStatus' | 'idCertificate'>): boolean =>
  row.idCertificate !== null && DONE.includes(row.enrollmentStatus);

/**
 * 5: the open action shows only for a PUBLISHED node and a non-EXPIRED enrolment, and never for one done
 * in a class that closes its content upon completion (allowAccessUponCompletion 0).
 */
export function historyOpens(row: Omit<HistoryFacts, 'idCertificate'>): boolean {
  if (row.nodeStatus !== 'PUBLISHED' || row.enrollmentStatus === 'EXPIRED') return false;
  return !isClosedUponCompletion(row.enrollmentStatus, {
    allowAccessUponCompletion: row.allowAccessUponCompletion,
  });
}

/** '{title}_certificate.pdf' (7.5), without what a file name may not hold. */
export function certificateFileName(title: string): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'curso';
  return `${safe}_certificate.pdf`;
}
