// Receiving an external course's evidence (learning-area.md 5, 7.7, 9): the multipart body's fileData is
// told by its first bytes (file-type), never by its name or claimed type, and streams into the file store
// only once they say PDF, JPG or PNG; past 5242880 bytes it is refused while it streams. Nothing is kept
// of a refused file.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  evidenceFields,
  evidenceMessages,
  evidenceMimetypes,
  type EvidenceKind,
} from '../../src/shared-rules/external-course-evidence.ts';
import type { FileStore } from '../files/file-store.ts';
import { magicSampleBytes } from '../files/magic-bytes.ts';
import { throwAsMultipartRefusal } from '../files/multipart-refusal.ts';
import { receiveFilePart } from '../files/receive-file-part.ts';
import { isCleanText } from '../http/clean-text.ts';
import { Refusal } from '../http/refusal.ts';
import { externalCourseMessages } from './messages.ts';

/** file-type's names for the three kinds (an Illustrator file is a PDF, an animated PNG a PNG). */
const kindOfDetected: Record<string, EvidenceKind> = {
  pdf: 'pdf',
  ai: 'pdf',
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
};

export async function evidenceKindOfContent(sample: Uint8Array): Promise<EvidenceKind | undefined> {
  try {
    const detected = await fileTypeFromBuffer(sample);
    return detected ? kindOfDetected[detected.ext] : undefined;
  } catch {
    // A header file-type cannot make sense of is no known format.
    return undefined;
  }
}

export interface ReceivedEvidence {
  /** The name the learner gave (the fileName field, else the file part's own name). */
  givenName: string;
  kind: EvidenceKind;
  mimetype: string;
  storageKey: string;
  size: number;
}

const tooLarge = () => new Refusal(413, evidenceMessages.tooLarge);

/** Reads the whole body; the file is stored, or a Refusal is thrown and nothing is left stored. */
export async function readEvidence(request: FastifyRequest, files: FileStore): Promise<ReceivedEvidence> {
  let fileName = '';
  let received: Omit<ReceivedEvidence, 'givenName'> | undefined;
  let partName = '';
  let refusal: Refusal | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== evidenceFields.fileName) continue;
        const value = String(part.value);
        if (part.valueTruncated || !isCleanText(value))
          throw new Refusal(400, externalCourseMessages.invalidFileName);
        fileName = value;
      } else if (part.fieldname === evidenceFields.file && !received && !refusal) {
        partName = isCleanText(part.filename) ? part.filename : '';
        const outcome = await receiveEvidence(part, files);
        if (outcome instanceof Refusal) refusal = outcome;
        else received = outcome;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (received) await files.remove(received.storageKey);
    throwAsMultipartRefusal(error, evidenceMessages.tooLarge);
  }
  if (refusal) throw refusal;
  if (!received) throw new Refusal(400, externalCourseMessages.fileRequired);
  return { ...received, givenName: fileName.trim() || partName };
}

async function receiveEvidence(
  part: MultipartFile,
  files: FileStore,
): Promise<Omit<ReceivedEvidence, 'givenName'> | Refusal> {
  let kind: EvidenceKind | undefined;
  const outcome = await receiveFilePart(part, files, {
    area: 'user-uploads',
    sampleBytes: magicSampleBytes,
    accepts: async (sample) => {
      kind = await evidenceKindOfContent(sample);
      return kind !== undefined;
    },
    tooLarge,
  });
  if (outcome.outcome === 'empty') return new Refusal(400, evidenceMessages.empty);
  if (outcome.outcome === 'refused' || !kind) return new Refusal(400, evidenceMessages.formatRefused);
  return { kind, mimetype: evidenceMimetypes[kind], storageKey: outcome.storageKey, size: outcome.size };
}
