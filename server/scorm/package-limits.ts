// What a SCORM zip may hold: checked before any byte of it is stored (server/scorm/read-package-zip.ts).
export interface PackageLimits {
  maxZipBytes: number;
  maxUnpackedBytes: number;
  maxEntries: number;
  maxManifestBytes: number;
}

export const packageLimits: PackageLimits = {
  /** The zip as sent. */
  maxZipBytes: 200 * 1024 * 1024,
  /** Every entry unpacked, as the zip declares it (yauzl checks each entry's real size against it). */
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxEntries: 10_000,
  /** imsmanifest.xml is read into memory to be parsed. */
  maxManifestBytes: 5 * 1024 * 1024,
};

/** A package refused with a pt-BR reason and the HTTP status the admin route answers with. */
export class PackageRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
