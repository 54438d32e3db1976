// The form's rules (content-app.md 5), as a zod schema: loaded with the renderer, never in the entry.
import { z } from '../../../src/forms/zod';
import {
  checkUploadFormat,
  UPLOAD_DESCRIPTION_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_TITLE_MAX,
} from '../../../src/shared-rules/upload-formats';
import { uploadsMessages as m } from '../../../src/i18n/uploads';

export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Why a chosen file cannot be sent, or undefined when it can. */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return m.fileRequired;
  if (!checkUploadFormat(file.name, file.type).ok) return m.invalidFile(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return m.fileTooLarge(UPLOAD_MAX_MEGABYTES);
  return undefined;
}

export const uploadFormSchema = z.object({
  title: z.string().trim().min(1, m.titleRequired).max(UPLOAD_TITLE_MAX, m.titleTooLong(UPLOAD_TITLE_MAX)),
  description: z
    .string()
    .trim()
    .min(1, m.descriptionRequired)
    .max(UPLOAD_DESCRIPTION_MAX, m.descriptionTooLong(UPLOAD_DESCRIPTION_MAX)),
  file: z.custom<File | null>().superRefine((file, context) => {
    const problem = fileProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

export interface UploadFormValues {
  title: string;
  description: string;
  file: File | null;
}

export type UploadFormField = keyof UploadFormValues;
/** The fields in the order they are drawn: the first one in error takes the focus. */
export const fieldOrder: readonly UploadFormField[] = ['title', 'description', 'file'];
