// The upload form (section type 49): POST /uploads/usercontent (content-app.md 7) stores what a
// learner sent, and GET /userupload/file/{key} serves the file back. The list that shows the uploads
// (section type 31, GET /userupload/list/{idSection}) is in screens-routes.ts.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { isCleanText } from '../http/clean-text.ts';
import { hostNameOf } from '../http/host-name.ts';
import { failure, messages } from '../messages.ts';
import { inputMessages } from '../messages-input.ts';
import { uploadMessages } from '../messages-uploads.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByBucket } from '../tenants/store.ts';
import { findUploadFile, insertUserUpload } from '../store/user-upload-store.ts';
import type { FileStore } from '../files/file-store.ts';
import { contentMatchesExtension, magicSampleBytes } from '../files/magic-bytes.ts';
import { receiveFilePart } from '../files/receive-file-part.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import {
  checkUploadFormat,
  UPLOAD_DESCRIPTION_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TITLE_MAX,
  uploadFields,
} from '../../src/shared-rules/upload-formats.ts';

export const UPLOAD_FORM_SECTION_TYPE = 49;
export const USER_UPLOAD_LIST_SECTION_TYPE = 31;

/**
 * Where a form's uploads are listed: the user-upload list (type 31) named by the form's first menu
 * option (`menuOption[0].sectionTo`), else the form's own id (fixtures/README.md, "Upload forms").
 */
export function uploadListSectionOf(menu: readonly MenuSection[], form: MenuSection): number {
  const target = form.menuOption?.[0]?.sectionTo;
  const list = menu.find((section) => section.idSection === target);
  return list?.idSectionType === USER_UPLOAD_LIST_SECTION_TYPE ? list.idSection : form.idSection;
}

/** What came of the form's file: stored in the file store, or the refusal it earned. */
type ReceivedFile =
  | { fileName: string; refusal: Refusal }
  | { fileName: string; storageKey: string; size: number; extension: string; mimetype: string };

interface ReceivedForm {
  fields: Map<string, string>;
  file?: ReceivedFile;
}

/** A refusal found while reading or checking the form: its status and message. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const fileTooLarge = () => new Refusal(413, uploadMessages.fileTooLarge(UPLOAD_MAX_BYTES / 1024 / 1024));

/** The multipart plugin's errors, by code: its own messages are English. */
const refusalOfMultipartError: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, uploadMessages.fileTooLarge(UPLOAD_MAX_BYTES / 1024 / 1024)],
  FST_FILES_LIMIT: [413, uploadMessages.oneFileOnly],
  FST_FIELDS_LIMIT: [413, uploadMessages.tooManyFields],
  FST_PARTS_LIMIT: [413, uploadMessages.tooManyFields],
  FST_PROTO_VIOLATION: [400, messages.invalidRequest],
  FST_MP_PREMATURE_CLOSE: [400, uploadMessages.interrupted],
};

const storedKeyOf = (file: ReceivedFile | undefined) =>
  file && 'storageKey' in file ? file.storageKey : undefined;

const formFieldNames: ReadonlySet<string> = new Set(Object.values(uploadFields));

/** Reads the whole body, the file straight into the store; a failure leaves nothing stored. */
async function readForm(request: FastifyRequest, files: FileStore): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new Refusal(413, uploadMessages.fieldTooLong);
        // NUL is refused by the database; only the form's own fields are named back.
        if (formFieldNames.has(part.fieldname) && !isCleanText(String(part.value)))
          throw new Refusal(400, inputMessages.invalidField(part.fieldname));
        form.fields.set(part.fieldname, String(part.value));
      } else if (part.fieldname === uploadFields.file && !form.file) {
        if (!isCleanText(part.filename)) throw new Refusal(400, inputMessages.invalidFileName);
        form.file = await receiveFile(part, files);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const storageKey = storedKeyOf(form.file);
    if (storageKey) await files.remove(storageKey);
    if (error instanceof Refusal) throw error;
    const refusal = refusalOfMultipartError[(error as FastifyError).code];
    if (refusal) throw new Refusal(...refusal);
    // busboy's own complaints about a malformed body ("Unexpected end of form", no boundary).
    if (error instanceof Error && !('statusCode' in error)) throw new Refusal(400, messages.invalidRequest);
    throw error;
  }
  return form;
}

/**
 * The name and the claimed type are checked first (nothing is stored for a refused format), then
 * the first bytes against the extension, then the file streams into the store. A refusal is kept
 * for checkForm, which reports the form's problems in the form's order.
 */
async function receiveFile(part: MultipartFile, files: FileStore): Promise<ReceivedFile> {
  const fileName = part.filename;
  const refused = (refusal: Refusal): ReceivedFile => {
    part.file.resume();
    return { fileName, refusal };
  };
  if (!fileName) return refused(new Refusal(400, uploadMessages.fileRequired));
  const format = checkUploadFormat(fileName, part.mimetype || 'application/octet-stream');
  if (!format.ok)
    return refused(
      new Refusal(
        400,
        format.reason === 'extension' ? uploadMessages.formatRefused : uploadMessages.typeMismatch,
      ),
    );
  const received = await receiveFilePart(part, files, {
    area: 'user-uploads',
    sampleBytes: magicSampleBytes,
    accepts: (sample) => contentMatchesExtension(format.extension, sample),
    tooLarge: fileTooLarge,
  });
  if (received.outcome === 'empty') return { fileName, refusal: new Refusal(400, uploadMessages.emptyFile) };
  if (received.outcome === 'refused')
    return { fileName, refusal: new Refusal(400, uploadMessages.typeMismatch) };
  const { storageKey, size } = received;
  return { fileName, storageKey, size, extension: format.extension, mimetype: format.mimetype };
}

const textField = (form: ReceivedForm, name: string) => (form.fields.get(name) ?? '').trim();

/**
 * The checks of content-app.md 5, in the form's order, then the file's format and contents (the
 * server's own; found while the file streamed in, see receiveFile).
 */
function checkForm(form: ReceivedForm, menu: readonly MenuSection[]) {
  const rawSection = form.fields.get(uploadFields.idSection)?.trim() ?? '';
  const idSection = /^[1-9][0-9]{0,8}$/.test(rawSection) ? Number(rawSection) : undefined;
  if (idSection === undefined) throw new Refusal(400, uploadMessages.sectionRequired);
  const section = menu.find((candidate) => candidate.idSection === idSection);
  if (!section) throw new Refusal(404, messages.sectionNotFound);
  if (section.idSectionType !== UPLOAD_FORM_SECTION_TYPE)
    throw new Refusal(400, uploadMessages.sectionRefusesUploads);

  const title = textField(form, uploadFields.title);
  const description = textField(form, uploadFields.description);
  if (!title) throw new Refusal(400, uploadMessages.titleRequired);
  if (title.length > UPLOAD_TITLE_MAX) throw new Refusal(400, uploadMessages.titleTooLong(UPLOAD_TITLE_MAX));
  if (!description) throw new Refusal(400, uploadMessages.descriptionRequired);
  if (description.length > UPLOAD_DESCRIPTION_MAX)
    throw new Refusal(400, uploadMessages.descriptionTooLong(UPLOAD_DESCRIPTION_MAX));

  const { file } = form;
  if (!file) throw new Refusal(400, uploadMessages.fileRequired);
  if ('refusal' in file) throw file.refusal;
  return { section, title, description, file };
}

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).send(failure(refusal.message));

/** Only signed-in users of the host's tenant may send; anyone holding a file's address may read it. */
export async function uploadRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  await app.register(multipart, {
    // Every other body stays under the server's 1 MB bodyLimit; only this plugin's route reads files.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 10, fieldSize: 32 * 1024 },
  });

  const guarded = { onRequest: sessionGuard(context), preHandler: app.limits.perUser('uploadsPerUser') };
  app.post('/uploads/usercontent', guarded, async (request, reply) => {
    const { tenant, session } = authenticatedOf(request);
    if (!request.isMultipart()) return refuse(reply, new Refusal(415, uploadMessages.notMultipart));
    let form: ReceivedForm | undefined;
    let kept = false;
    try {
      form = await readForm(request, context.files);
      const { section, title, description, file } = checkForm(form, tenant.menu);
      // The row is written only now that every byte is stored: no row ever points at half a file.
      const upload = await insertUserUpload(
        context.db,
        {
          idApp: tenant.idApp,
          idSection: section.idSection,
          idListSection: uploadListSectionOf(tenant.menu, section),
          idUser: session.idUser,
          title,
          description,
          fileName: file.fileName,
          extension: file.extension,
          mimetype: file.mimetype,
          storageKey: file.storageKey,
          sizeBytes: file.size,
          createdAt: context.now(),
        },
        app.prefix,
      );
      kept = true;
      return await reply.code(201).send({ success: true, message: uploadMessages.sent, data: upload });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A refusal in the middle of a body (a file over the limit): read the rest, so the browser
      // finishes sending and reads the answer instead of seeing the connection reset.
      request.raw.resume();
      return refuse(reply, error);
    } finally {
      const storageKey = storedKeyOf(form?.file);
      if (!kept && storageKey) await context.files.remove(storageKey);
    }
  });

  app.get<{ Params: { fileKey: string } }>('/userupload/file/:fileKey', async (request, reply) => {
    const tenant = await findTenantByBucket(context.db, hostNameOf(request.headers.host));
    const { fileKey } = request.params;
    const file =
      tenant && /^[A-Za-z0-9_-]{32}$/.test(fileKey)
        ? await findUploadFile(context.db, tenant.idApp, fileKey)
        : undefined;
    const notFound = () => reply.code(404).send(failure(messages.userUploadNotFound));
    if (!file) return notFound();
    // Images, audio and video open in the page; anything else downloads under its own name.
    const inline = /^(image|audio|video)\//.test(file.mimetype);
    const sent = await sendStoredFile(request, reply, context.files, {
      storageKey: file.storageKey,
      mimetype: file.mimetype,
      disposition: `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${rfc5987(file.fileName)}`,
    });
    return sent ? reply : notFound();
  });
}

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
