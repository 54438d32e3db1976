// What a SCORM zip may hold: checked before any byte of it is stored (server/scorm/read-package-zip.ts,
// ingest-package.ts).
import { Refusal, type RefusalStatus } from '../http/refusal.ts';

export interface PackageLimits {
  maxZipBytes: number;
  maxUnpackedBytes: number;
  maxEntries: number;
  maxManifestBytes: number;
  /** `<item>` elements of the manifest: each lesson is a row, a card and a part of every learner's open. */
  maxLessons: number;
  /**
   * The tenant's quota: the bytes its current packages keep (each item's latest, the one an upload
   * replaces excepted) plus this upload's, unpacked.
   */
  maxTenantPackageBytes: number;
}

export const packageLimits: PackageLimits = {
  /** The zip as sent. */
  maxZipBytes: 200 * 1024 * 1024,
  /** Every entry unpacked, as the zip declares it (yauzl checks each entry's real size against it). */
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxEntries: 10_000,
  /** imsmanifest.xml is read into memory to be parsed; 1,000 items with their resources fit well in 2 MB. */
  maxManifestBytes: 2 * 1024 * 1024,
  maxLessons: 1000,
  maxTenantPackageBytes: 2 * 1024 * 1024 * 1024,
};

/** A package refused with a pt-BR reason and the HTTP status the admin route answers with. */
export class PackageRefusal extends Refusal {
  constructor(status: RefusalStatus, message: string, options?: ErrorOptions) {
    super(status, message);
    if (options && 'cause' in options) this.cause = options.cause;
  }

  get status(): RefusalStatus {
    return this.statusCode;
  }
}
