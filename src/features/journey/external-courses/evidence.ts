// The evidence the form holds: none, the one already stored (editing, or the rejected course's when it
// is resent), or a file just chosen, checked here before any byte is sent (learning-area.md 5) by its
// size and its first bytes, as the server checks it again.
import {
  EVIDENCE_SNIFF_BYTES,
  evidenceKindOf,
  evidenceMessages,
  evidenceSizeProblem,
} from '../../../shared-rules/external-course-evidence';

export type Evidence =
  { kind: 'none' } | { kind: 'stored'; path: string; fileName: string } | { kind: 'chosen'; file: File };

/** The stored evidence's name, read off its path ('/learning/externalcourses/evidence/{key}/{name}'). */
export function storedEvidence(path: string | null | undefined): Evidence {
  if (!path) return { kind: 'none' };
  const name = path.split('/').pop() ?? '';
  let fileName = name;
  try {
    fileName = decodeURIComponent(name);
  } catch {
    // A name that is not valid percent-encoding reads as it is.
  }
  return { kind: 'stored', path, fileName };
}

/** The message a chosen file earns, or undefined when it may be sent. */
export async function checkChosenFile(file: File): Promise<string | undefined> {
  const size = evidenceSizeProblem(file.size);
  if (size) return size;
  const head = new Uint8Array(await file.slice(0, EVIDENCE_SNIFF_BYTES).arrayBuffer());
  return evidenceKindOf(head) ? undefined : evidenceMessages.formatRefused;
}
