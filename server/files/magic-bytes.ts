// What an upload's first bytes must be for its extension, told by file-type (the magic numbers of
// each format): a file named .pdf that is an executable, or a .png that is an HTML page, is refused
// whatever mimetype the browser claimed.
import { fileTypeFromBuffer } from 'file-type';
import type { UploadExtension } from '../../src/shared-rules/upload-formats.ts';

/** file-type's own sample size: most formats are told within these first bytes. */
export const magicSampleBytes = 4100;

/** The file-type names accepted for each extension of src/shared-rules/upload-formats.ts. */
export const detectedTypesOf: Record<UploadExtension, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  // An animated PNG is a PNG to every browser.
  png: ['png', 'apng'],
  // An Illustrator file is a PDF with extra data.
  pdf: ['pdf', 'ai'],
  // Office 97-2003 files are all OLE2 compound files ("cfb"): which application made one is
  // inside its directory, beyond the first bytes; the container is what can be checked.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  // Office Open XML is a zip; file-type names the application from its content list, which a
  // sample may end before (then it is a plain zip).
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  mp3: ['mp3'],
  // The ISO base media family: phones write the same container under these brands.
  mp4: ['mp4', 'm4v', 'm4a', 'mov'],
  avi: ['avi'],
};

export async function contentMatchesExtension(extension: UploadExtension, sample: Uint8Array) {
  let detected;
  try {
    detected = await fileTypeFromBuffer(sample);
  } catch {
    // A header file-type cannot make sense of (a broken zip, a lying size) is no known format.
    return false;
  }
  return detected !== undefined && detectedTypesOf[extension].includes(detected.ext);
}
