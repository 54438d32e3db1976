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
import { findTenantByBucket } from '../store/app-store.ts';
import { findUploadFile, insertUserUpload } from '../store/user-upload-store.ts';
import {
  checkUploadFormat,
  UPLOAD_DESCRIPTION_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TITLE_MAX,
  uploadFields,
} from '../../src/api/upload-formats.ts';

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

interface ReceivedForm {
  fields: Map<string, string>;
  file?: { fileName: string; mimetype: string; data: Buffer };
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

/** The multipart plugin's errors, by code: its own messages are English. */
const refusalOfMultipartError: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, uploadMessages.fileTooLarge(UPLOAD_MAX_BYTES / 1024 / 1024)],
  FST_FILES_LIMIT: [413, uploadMessages.oneFileOnly],
  FST_FIELDS_LIMIT: [413, uploadMessages.tooManyFields],
  FST_PARTS_LIMIT: [413, uploadMessages.tooManyFields],
  FST_PROTO_VIOLATION: [400, messages.invalidRequest],
  FST_MP_PREMATURE_CLOSE: [400, uploadMessages.interrupted],
};

const formFieldNames: ReadonlySet<string> = new Set(Object.values(uploadFields));

async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new Refusal(413, uploadMessages.fieldTooLong);
        // NUL is refused by the database; only the form's own fields are named back.
        if (formFieldNames.has(part.fieldname) && !isCleanText(String(part.value)))
          throw new Refusal(400, inputMessages.invalidField(part.fieldname));
        form.fields.set(part.fieldname, String(part.value));
      } else if (part.fieldname === uploadFields.file) {
        if (!isCleanText(part.filename)) throw new Refusal(400, inputMessages.invalidFileName);
        form.file = await receiveFile(part);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const refusal = refusalOfMultipartError[(error as FastifyError).code];
    if (refusal) throw new Refusal(...refusal);
    // busboy's own complaints about a malformed body ("Unexpected end of form", no boundary).
    if (error instanceof Error && !('statusCode' in error)) throw new Refusal(400, messages.invalidRequest);
    throw error;
  }
  return form;
}

async function receiveFile(part: MultipartFile): Promise<NonNullable<ReceivedForm['file']>> {
  return { fileName: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
}

const textField = (form: ReceivedForm, name: string) => (form.fields.get(name) ?? '').trim();

/** The checks of content-app.md 5, in the form's order, then the file's format (the server's own). */
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
  if (!file || !file.fileName) throw new Refusal(400, uploadMessages.fileRequired);
  const format = checkUploadFormat(file.fileName, file.mimetype || 'application/octet-stream');
  if (!format.ok)
    throw new Refusal(
      400,
      format.reason === 'extension' ? uploadMessages.formatRefused : uploadMessages.typeMismatch,
    );
  if (file.data.byteLength === 0) throw new Refusal(400, uploadMessages.emptyFile);
  return { section, title, description, file, format };
}

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).send(failure(refusal.message));

/** Only signed-in users of the host's tenant may send; anyone holding a file's address may read it. */
export async function uploadRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  await app.register(multipart, {
    // Every other body stays under the server's 1 MB bodyLimit; only this plugin's route reads files.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 10, fieldSize: 32 * 1024 },
  });

  app.post('/uploads/usercontent', { onRequest: sessionGuard(context) }, async (request, reply) => {
    const { tenant, session } = authenticatedOf(request);
    if (!request.isMultipart()) return refuse(reply, new Refusal(415, uploadMessages.notMultipart));
    let checked;
    try {
      checked = checkForm(await readForm(request), tenant.menu);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A refusal in the middle of a body (a file over the limit): read the rest, so the browser
      // finishes sending and reads the answer instead of seeing the connection reset.
      request.raw.resume();
      return refuse(reply, error);
    }
    const { section, title, description, file, format } = checked;
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
        extension: format.extension,
        mimetype: format.mimetype,
        data: file.data,
        createdAt: context.now(),
      },
      app.prefix,
    );
    return reply.code(201).send({ success: true, message: uploadMessages.sent, data: upload });
  });

  app.get<{ Params: { fileKey: string } }>('/userupload/file/:fileKey', async (request, reply) => {
    const tenant = await findTenantByBucket(context.db, hostNameOf(request.headers.host));
    const { fileKey } = request.params;
    const file =
      tenant && /^[A-Za-z0-9_-]{32}$/.test(fileKey)
        ? await findUploadFile(context.db, tenant.idApp, fileKey)
        : undefined;
    if (!file) return reply.code(404).send(failure(messages.userUploadNotFound));
    return sendFile(request, reply, file);
  });
}

/** Images, audio and video open in the page; anything else downloads under its own name. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { fileName: string; mimetype: string; data: Uint8Array },
) {
  const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  const range = byteRange(request.headers.range, data.byteLength);
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${data.byteLength}`)
      .send(failure(messages.invalidRequest));
  const inline = /^(image|audio|video)\//.test(file.mimetype);
  reply
    .header('content-type', file.mimetype)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${rfc5987(file.fileName)}`,
    )
    // The key names these bytes for ever: the browser may keep them, no shared cache may.
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes');
  if (!range) return reply.send(data);
  // <video> and <audio> seek with Range requests.
  const [start, end] = range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${data.byteLength}`)
    .send(data.subarray(start, end + 1));
}

/** One `bytes=start-end` range (also `start-` and `-suffix`); anything else is the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1], match[2]];
  const start = first ? Number(first) : Math.max(0, size - Number(last));
  const end = first && last ? Math.min(Number(last), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
