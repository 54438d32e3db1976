// Opens a SCORM zip and checks every entry before anything is stored: size limits, no path that is
// absolute or leaves the package folder (zip slip), no symbolic link, no compression but stored and
// deflate (yauzl reads no other: LZMA or bzip2 would fail half-way through storing), no encryption.
// yauzl reads the central directory and exposes each entry's external attributes, where a Unix link
// announces itself. An entry whose bytes turn out other than declared is found only while it is read:
// the zip remembers it (readFailure), so the ingestion refuses the package rather than blaming the store.
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { scormMessages } from './messages.ts';
import { PackageRefusal, packageLimits, type PackageLimits } from './package-limits.ts';

export interface PackageZip {
  /** The files (not folders), by their path inside the package. */
  files: Map<string, Entry>;
  /** Every file's size as the zip declares it (yauzl refuses an entry whose bytes say otherwise). */
  unpackedBytes: number;
  /** The first entry whose bytes could not be read (corrupt, or longer than declared), once one fails. */
  readFailure: string | undefined;
  openEntry(entry: Entry): Promise<Readable>;
  close(): void;
}

/** yauzl inflates these two only (0 stored, 8 deflate). */
const readableMethods = new Set([0, 8]);
const unixFileType = 0o170000;
const unixSymlink = 0o120000;

/** The path of an entry inside the package, or a refusal when it is absolute or climbs out of it. */
export function safeEntryPath(name: string): string {
  const unsafe = new PackageRefusal(400, scormMessages.unsafePath(name));
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[a-zA-Z]:/.test(name))
    throw unsafe;
  const parts = name.split('/');
  if (parts.some((part) => part === '..')) throw unsafe;
  return parts.filter((part) => part !== '' && part !== '.').join('/');
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings false: yauzl would reject odd names itself with English messages; the names are
    // decoded and judged here, with the pt-BR refusal that names the entry.
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false }, (error, zip) =>
      error || !zip ? reject(new PackageRefusal(400, scormMessages.notAZip)) : resolve(zip),
    );
  });
}

/** Entry names are UTF-8 when the zip says so (general purpose bit 11); else usually ASCII anyway. */
const entryName = (entry: Entry) =>
  Buffer.from(entry.fileName as unknown as Buffer).toString(
    (entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1',
  );

export async function readPackageZip(
  zipPath: string,
  limits: PackageLimits = packageLimits,
): Promise<PackageZip> {
  const { size } = await stat(zipPath);
  const megabytes = limits.maxZipBytes / 1024 / 1024;
  if (size > limits.maxZipBytes) throw new PackageRefusal(413, scormMessages.zipTooLarge(megabytes));
  const zip = await openZip(zipPath);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new PackageRefusal(413, scormMessages.tooManyEntries(limits.maxEntries));
    const files = new Map<string, Entry>();
    let unpacked = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        try {
          const name = entryName(entry);
          const inside = safeEntryPath(name);
          if (((entry.externalFileAttributes >>> 16) & unixFileType) === unixSymlink)
            throw new PackageRefusal(400, scormMessages.linkEntry(name));
          if (!readableMethods.has(entry.compressionMethod) || entry.isEncrypted())
            throw new PackageRefusal(400, scormMessages.unreadableEntry(name));
          unpacked += entry.uncompressedSize;
          if (unpacked > limits.maxUnpackedBytes)
            throw new PackageRefusal(413, scormMessages.zipTooLarge(megabytes));
          if (!name.endsWith('/') && inside !== '') files.set(inside, entry);
          zip.readEntry();
        } catch (error) {
          reject(error as Error);
        }
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new PackageRefusal(400, scormMessages.notAZip)));
      zip.readEntry();
    });
    const packageZip: PackageZip = {
      files,
      unpackedBytes: unpacked,
      readFailure: undefined,
      openEntry: (entry) =>
        new Promise((resolve, reject) => {
          const failed = () => {
            packageZip.readFailure ??= entryName(entry);
            return new PackageRefusal(400, scormMessages.unreadableEntry(entryName(entry)));
          };
          zip.openReadStream(entry, (error, stream) => {
            if (error || !stream) return reject(failed());
            // The store gets a relay: when it gives up (destroys what it reads), the entry is read to its
            // end and dropped rather than destroyed, which yauzl does not survive once the zip is closed.
            const relay = new PassThrough();
            stream.on('error', () => relay.destroy(failed()));
            relay.on('close', () => {
              if (stream.readableEnded) return;
              stream.unpipe(relay);
              stream.resume();
            });
            resolve(stream.pipe(relay));
          });
        }),
      close: () => zip.close(),
    };
    return packageZip;
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * An entry's bytes in memory (the manifest), refused past `limit` and, in pt-BR, when they cannot be read
 * (corrupt, or not the size the zip declares).
 */
export async function readEntryBytes(zip: PackageZip, entry: Entry, limit: number): Promise<Buffer> {
  const tooLarge = () => new PackageRefusal(413, scormMessages.manifestTooLarge(limit / 1024 / 1024));
  if (entry.uncompressedSize > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of await zip.openEntry(entry)) {
      size += (chunk as Buffer).length;
      if (size > limit) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof PackageRefusal) throw error;
    throw new PackageRefusal(400, scormMessages.unreadableEntry(entryName(entry)), { cause: error });
  }
  return Buffer.concat(chunks);
}
