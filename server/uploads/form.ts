// Reading and checking the upload form (section type 49, content-app.md 5): the file streams into the
// store while the form is read, and any refusal leaves nothing stored.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { isCleanText } from '../http/clean-text.ts';
import { Refusal } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import { inputMessages } from '../messages-input.ts';
import { uploadMessages } from './messages.ts';
import type { FileStore } from '../files/file-store.ts';
import { contentMatchesExtension, magicSampleBytes } from '../files/magic-bytes.ts';
import { throwAsMultipartRefusal } from '../files/multipart-refusal.ts';
import { receiveFilePart } from '../files/receive-file-part.ts';
import {
  checkUploadFormat,
  UPLOAD_DESCRIPTION_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TITLE_MAX,
  uploadFields,
} from '../../src/shared-rules/upload-formats.ts';
import {
  cleanRichText,
  RICH_TEXT_MAX_LENGTH,
  type RichTextPurifier,
} from '../../src/shared-rules/rich-text.ts';

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
export type ReceivedFile =
  | { fileName: string; refusal: Refusal }
  | { fileName: string; storageKey: string; size: number; extension: string; mimetype: string };

export interface ReceivedForm {
  fields: Map<string, string>;
  file?: ReceivedFile;
}

const fileTooLarge = () => new Refusal(413, uploadMessages.fileTooLarge(UPLOAD_MAX_BYTES / 1024 / 1024));

export const storedKeyOf = (file: ReceivedFile | undefined) =>
  file && 'storageKey' in file ? file.storageKey : undefined;

const formFieldNames: ReadonlySet<string> = new Set(Object.values(uploadFields));

/** Reads the whole body, the file straight into the store; a failure leaves nothing stored. */
export async function readForm(request: FastifyRequest, files: FileStore): Promise<ReceivedForm> {
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
    throwAsMultipartRefusal(error, uploadMessages.fileTooLarge(UPLOAD_MAX_BYTES / 1024 / 1024));
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
 * server's own; found while the file streamed in, see receiveFile). The description is rich text
 * (the form's editor): held to the shared profile with the server's DOMPurify and at most 500
 * characters of text ("Editor max 500"); what is stored is the clean HTML.
 */
export function checkForm(form: ReceivedForm, menu: readonly MenuSection[], purifier: RichTextPurifier) {
  const rawSection = form.fields.get(uploadFields.idSection)?.trim() ?? '';
  const idSection = /^[1-9][0-9]{0,8}$/.test(rawSection) ? Number(rawSection) : undefined;
  if (idSection === undefined) throw new Refusal(400, uploadMessages.sectionRequired);
  const section = menu.find((candidate) => candidate.idSection === idSection);
  if (!section) throw new Refusal(404, messages.sectionNotFound);
  if (section.idSectionType !== UPLOAD_FORM_SECTION_TYPE)
    throw new Refusal(400, uploadMessages.sectionRefusesUploads);

  const title = textField(form, uploadFields.title);
  const rawDescription = textField(form, uploadFields.description);
  if (!title) throw new Refusal(400, uploadMessages.titleRequired);
  if (title.length > UPLOAD_TITLE_MAX) throw new Refusal(400, uploadMessages.titleTooLong(UPLOAD_TITLE_MAX));
  if (rawDescription.length > UPLOAD_DESCRIPTION_MAX)
    throw new Refusal(400, uploadMessages.descriptionTooLong(RICH_TEXT_MAX_LENGTH));
  const clean = cleanRichText(purifier, rawDescription, RICH_TEXT_MAX_LENGTH);
  if (clean.empty) throw new Refusal(400, uploadMessages.descriptionRequired);
  if (clean.length > RICH_TEXT_MAX_LENGTH)
    throw new Refusal(400, uploadMessages.descriptionTooLong(RICH_TEXT_MAX_LENGTH));
  const description = clean.html;

  const { file } = form;
  if (!file) throw new Refusal(400, uploadMessages.fileRequired);
  if ('refusal' in file) throw file.refusal;
  return { section, title, description, file };
}
