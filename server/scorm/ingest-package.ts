// Adds a SCORM zip to a content item of type 26: every check first (read-package-zip.ts, the
// manifest, the lessons and the tenant's quota), so a refused zip leaves no row and no file; then a
// PENDING row, the files into the FileStore under fresh keys, and one transaction that records files and
// lessons and says SUCCESS. A failure while storing removes every key written and leaves the row ERROR
// with its pt-BR reason, the item's previous package still current (rules.ts currentPackages): a zip
// that turns out unreadable is the sender's fault (400), a store that fails is not (503, try again).
// A package that succeeds replaces the item's previous one, whose files are removed
// (package-files-sweep.ts).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Database } from '../db/database.ts';
import { newFileKey, type FileStore } from '../files/file-store.ts';
import { scormMessages } from './messages.ts';
import { PackageRefusal, packageLimits, type PackageLimits } from './package-limits.ts';
import { removeReplacedPackageFiles } from './package-files-sweep.ts';
import { parseManifest, type ScormManifest } from './parse-manifest.ts';
import { readEntryBytes, readPackageZip, type PackageZip } from './read-package-zip.ts';
import {
  clonePackage,
  completePackage,
  failPackage,
  insertPendingPackage,
  packageFileKeys,
  packageSummary,
  packagesWithZip,
  tenantPackageBytes,
  type PackageTarget,
  type StoredFile,
} from './store-ingest.ts';

/** Files written at once while storing a package. */
const storeConcurrency = 8;

export interface IngestedPackage {
  idPackage: number;
  status: 'SUCCESS';
  standard: ScormManifest['standard'];
  title: string;
  lessons: number;
  /** true when the same zip was already stored for the item (the seed at each start). */
  reused: boolean;
}

async function sha256Of(zipPath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(zipPath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `<item` and `<adlcp:item`-like opening tags: counted before parsing, so a 60,000-item manifest costs nothing. */
const itemTag = /<(?:[\w.-]+:)?item[\s>/]/g;

/** The checks that come before anything is stored: the zip's entries, its manifest, the tenant's quota. */
async function checkedPackage(
  db: Database,
  target: PackageTarget,
  zipPath: string,
  limits: PackageLimits,
): Promise<{ zip: PackageZip; manifest: ScormManifest }> {
  const zip = await readPackageZip(zipPath, limits);
  try {
    const manifestEntry = zip.files.get('imsmanifest.xml');
    if (!manifestEntry) throw new PackageRefusal(400, scormMessages.noManifest);
    const xml = (await readEntryBytes(zip, manifestEntry, limits.maxManifestBytes)).toString('utf8');
    if ((xml.match(itemTag)?.length ?? 0) > limits.maxLessons)
      throw new PackageRefusal(413, scormMessages.tooManyLessons(limits.maxLessons));
    const manifest = parseManifest(xml.replace(/^\uFEFF/, ''), new Set(zip.files.keys()));
    const kept = await tenantPackageBytes(db, target);
    if (kept + zip.unpackedBytes > limits.maxTenantPackageBytes)
      throw new PackageRefusal(
        413,
        scormMessages.quotaExceeded(Math.round(limits.maxTenantPackageBytes / 1024 / 1024)),
      );
    return { zip, manifest };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * A stored package of the tenant made from these very bytes, every one of its files still in the store:
 * the item's own first (nothing to do), else another item's (the demo's copies), whose rows are cloned.
 */
async function storedCopy(db: Database, files: FileStore, target: PackageTarget, sha256: string) {
  for (const candidate of await packagesWithZip(db, target, sha256)) {
    const keys = await packageFileKeys(db, target.idApp, candidate.idPackage);
    const present = await Promise.all(keys.map((storageKey) => files.stat(storageKey)));
    if (!present.every(Boolean)) continue;
    if (candidate.idContentItem === target.idContentItem && candidate.latest) return candidate.idPackage;
    // Only another item's current package: a replaced one's files go at the next sweep.
    if (candidate.idContentItem !== target.idContentItem && candidate.latest)
      return clonePackage(db, target, candidate.idPackage);
  }
  return undefined;
}

/** Every file of the zip into the store, a few at a time; the keys written are listed in `written`. */
async function storeFiles(zip: PackageZip, files: FileStore, written: StoredFile[]): Promise<void> {
  // A few files at a time: each put waits for its bytes to reach the disk, and those waits overlap.
  const entries = [...zip.files];
  let failed = false;
  const putNext = async (): Promise<void> => {
    const next = failed ? undefined : entries.shift();
    if (!next) return;
    const [path, entry] = next;
    const storageKey = newFileKey('scorm-packages');
    // Listed before the put: a put that fails half-way has left nothing, and remove() of a key
    // with nothing behind it is harmless.
    const file = { path, storageKey, size: 0 };
    written.push(file);
    try {
      file.size = (await files.put(storageKey, await zip.openEntry(entry))).size;
    } catch (error) {
      // No new put after a failure: the package is refused anyway.
      failed = true;
      throw error;
    }
    return putNext();
  };
  // Settled, not all: on a failure every put in flight ends before the clean-up removes its key.
  const outcomes = await Promise.allSettled(Array.from({ length: storeConcurrency }, putNext));
  const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
}

export interface IngestOptions {
  db: Database;
  files: FileStore;
  now: Date;
  /** Reuse the item's stored package when it was made from the same bytes (the start-up seed). */
  reuseSameZip?: boolean;
  /** The checks' limits (a test lowers them rather than building a 200 MB zip). */
  limits?: PackageLimits;
}

export async function ingestPackage(
  options: IngestOptions,
  target: PackageTarget,
  zipPath: string,
  fileName: string,
): Promise<IngestedPackage> {
  const { db, files } = options;
  const sha256 = await sha256Of(zipPath);
  if (options.reuseSameZip) {
    const idPackage = await storedCopy(db, files, target, sha256);
    if (idPackage !== undefined)
      return {
        idPackage,
        ...(await packageSummary(db, target.idApp, idPackage)),
        status: 'SUCCESS',
        reused: true,
      };
  }
  const { zip, manifest } = await checkedPackage(db, target, zipPath, options.limits ?? packageLimits);
  const idPackage = await insertPendingPackage(db, target, { fileName, sha256 }, options.now);
  const written: StoredFile[] = [];
  try {
    await storeFiles(zip, files, written);
    await completePackage(db, target.idApp, idPackage, written, manifest);
  } catch (error) {
    await Promise.all(written.map(({ storageKey }) => files.remove(storageKey).catch(() => undefined)));
    const refusal =
      zip.readFailure === undefined
        ? new PackageRefusal(503, scormMessages.storeFailed, { cause: error })
        : new PackageRefusal(400, scormMessages.unreadableEntry(zip.readFailure), { cause: error });
    await failPackage(db, target.idApp, idPackage, refusal.message);
    throw refusal;
  } finally {
    zip.close();
  }
  // The item's previous package is replaced: its files go, unless a copy shares them or a run reads them.
  await removeReplacedPackageFiles(db, files, options.now, target);
  return {
    idPackage,
    status: 'SUCCESS',
    standard: manifest.standard,
    title: manifest.title,
    lessons: manifest.lessons.length,
    reused: false,
  };
}
