// The SCORM rows as the area's code reads them: the types rules.ts, views.ts and the stores share, in a
// module of their own so the pure rules never import the SQL that fills them (no import cycle).
import type { ManifestLesson, ScormStandard } from './parse-manifest.ts';

export interface StoredPackage {
  idPackage: number;
  status: 'PENDING' | 'SUCCESS' | 'ERROR';
  standard: ScormStandard | null;
  title: string | null;
}

/** A lesson of the manifest (parse-manifest.ts) as stored: its id, package, and launch file. */
export interface StoredLesson extends Omit<ManifestLesson, 'href'> {
  idSco: number;
  idPackage: number;
  launchHref: string;
}

export interface ScoEnrollmentRow {
  idScoEnrollment: number;
  idSco: number;
  status: string;
  grade: number | null;
  location: string | null;
  suspendData: string | null;
  exitMode: string | null;
  cmi: Record<string, unknown> | null;
  totalSeconds: number;
  numberOfAccess: number;
  finishDate: string | null;
}
