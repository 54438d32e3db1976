// The upload service that stores the profile photo (content-app.md 5, 7: POST /upload): the photo streams
// into the file store once its first bytes show an image; any failure keeps nothing.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveFilePart, type ReceivedFilePart } from '../files/receive-file-part.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { saveUploadedFile } from './store.ts';

/** Where the upload service serves a stored file. */
export const uploadedFilePath = (idFile: string) => `/api/upload/files/${idFile}`;
export const uploadLimitBytes = 2 * 1024 * 1024;

/** The magic numbers of the images the upload service keeps; what the client claims is not trusted. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export const safeFileName = (name: string | undefined) =>
  path
    .basename(name ?? '')
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 200) || 'arquivo';

interface UploadForm {
  photo?: ReceivedFilePart;
  /** What the photo's first bytes say it is. */
  mimetype?: string;
  fileName?: string;
}

class PhotoTooLarge extends Error {}

async function readUploadForm(request: FastifyRequest, files: FileStore): Promise<UploadForm> {
  const form: UploadForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'fileData' && !form.photo) {
          form.photo = await receiveFilePart(part, files, {
            area: 'photos',
            sampleBytes: 16,
            accepts: (sample) => (form.mimetype = sniffImageType(sample)) !== undefined,
            tooLarge: () => new PhotoTooLarge(),
          });
          form.fileName ??= part.filename;
        } else part.file.resume();
      } else if (part.fieldname === 'fileName' && typeof part.value === 'string' && part.value) {
        form.fileName = part.value;
      }
      // "token" is part of the service's contract; the bearer header, checked before, is what counts.
    }
  } catch (error) {
    if (form.photo?.outcome === 'stored') await files.remove(form.photo.storageKey);
    throw error;
  }
  return form;
}

/** Reads the form, keeps the photo and answers its address; a refusal for anything else. */
export async function storePhoto(request: FastifyRequest, context: RouteContext) {
  const { tenant, session } = authenticatedOf(request);
  if (!request.isMultipart()) return refuse(415, messages.unsupportedMediaType);
  let form: UploadForm;
  try {
    form = await readUploadForm(request, context.files);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof PhotoTooLarge || code === 'FST_REQ_FILE_TOO_LARGE') {
      request.raw.resume();
      return refuse(413, profileContract.uploadTooLarge);
    }
    // busboy's own complaints about a malformed body ("Unexpected end of form"): no statusCode.
    if (error instanceof Error && !('statusCode' in error)) return refuse(400, messages.invalidRequest);
    throw error;
  }
  const { photo } = form;
  if (!photo || photo.outcome === 'empty') return refuse(400, profileContract.uploadMissing);
  if (photo.outcome === 'refused') return refuse(415, profileContract.uploadOnlyImages);
  const idFile = randomUUID();
  try {
    await saveUploadedFile(
      context.db,
      tenant.idApp,
      session.idUser,
      {
        idFile,
        fileName: safeFileName(form.fileName),
        // From the first bytes, never from what the client claimed.
        mimetype: form.mimetype ?? 'application/octet-stream',
        storageKey: photo.storageKey,
      },
      context.now(),
    );
  } catch (error) {
    await context.files.remove(photo.storageKey);
    throw error;
  }
  return { success: true, url: uploadedFilePath(idFile) };
}
