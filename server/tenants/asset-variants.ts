// A card asks for its image's crop ('capa-format-portrait.svg', learning-area.md 9) and falls back to
// the original when the crop does not exist. The demo tenants keep originals only: every card image cost
// a 404 and a second request (the learning home made 145 requests), and the banner, the page's largest
// paint, waited for the round trip. GET /demo/* now serves the original in the crop's place when the
// crop is missing: one request per image, whatever crops a tenant made.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANTS } from '../../src/shared-rules/image-variants.ts';

const variantName = new RegExp(`^(.*)-format-(${IMAGE_VARIANTS.join('|')})(\\.[^./]+)$`);

/** 'a/capa.svg' for 'a/capa-format-portrait.svg'; undefined when the name is no crop's. */
export function originalOfVariant(file: string): string | undefined {
  const match = variantName.exec(file);
  return match ? `${match[1]}${match[3]}` : undefined;
}

const isFile = (where: string) =>
  stat(where).then(
    (info) => info.isFile(),
    () => false,
  );

/** The file to send for `file` under `folder`: itself, or the original of a crop that is missing. */
export async function fileOrOriginal(folder: string, file: string): Promise<string> {
  const original = originalOfVariant(file);
  if (!original || (await isFile(path.join(folder, file)))) return file;
  return (await isFile(path.join(folder, original))) ? original : file;
}
