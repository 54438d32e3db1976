// Brotli and gzip copies of the built app, made once at build time so the server only picks a file:
// every compressible file of the build gets `.br` (brotli, best quality) and `.gz` (gzip -9) siblings,
// which the reference API (server/routes/static-app.ts) serves by the browser's Accept-Encoding.
// Run by the Vite build (precompressPlugin in vite.config.ts), or by hand: tsx scripts/precompress.ts DIR
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { buildOutputPlugin } from './build-output-plugin.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images other than SVG, fonts (woff2), media and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;
/** Below this, a response fits in the first packets anyway and the header costs what was saved. */
const MIN_BYTES = 1024;
/** A copy that does not save at least a tenth is not worth a second file (and a decode). */
const MIN_SAVING = 0.1;

interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('.br') && !file.endsWith('.gz'));
}

/** Writes (or removes, where it does not pay) the `.br` and `.gz` siblings of one file. */
async function compressFile(file: string, summary: PrecompressSummary): Promise<void> {
  const siblings = [`${file}.br`, `${file}.gz`];
  const original =
    COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES ? await readFile(file) : null;
  const [brotliCopy, gzipCopy] = original
    ? await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: 9 }),
      ])
    : [null, null];
  const pays = (copy: Buffer | null): copy is Buffer =>
    !!original && !!copy && copy.length <= original.length * (1 - MIN_SAVING);
  // A stale sibling from an earlier build must not outlive its file's new content.
  if (!pays(brotliCopy) || !pays(gzipCopy) || !original) {
    await Promise.all(siblings.map((sibling) => rm(sibling, { force: true })));
    return;
  }
  await Promise.all([writeFile(siblings[0]!, brotliCopy), writeFile(siblings[1]!, gzipCopy)]);
  summary.files += 1;
  summary.bytes += original.length;
  summary.brotliBytes += brotliCopy.length;
  summary.gzipBytes += gzipCopy.length;
}

/** Compresses every file of dir that gains from it; a few at a time (zlib runs on libuv's threads). */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = await filesUnder(dir);
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) await compressFile(file, summary);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return summary;
}

function describeSummary({ files, bytes, brotliBytes, gzipBytes }: PrecompressSummary): string {
  const kb = (count: number) => `${(count / 1024).toFixed(0)} KB`;
  return `precompressed ${files} files: ${kb(bytes)} -> brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`;
}

/** The Vite side: once the bundle is written, its compressed copies are made beside it. */
export const precompressPlugin = () =>
  buildOutputPlugin('precompress', 'closeBundle', async (_root, outDir) =>
    describeSummary(await precompress(outDir)),
  );

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  console.info(describeSummary(await precompress(dir)));
}
