// The demo's SCORM packages: a content item of type 26 in a fixture names its zip (`scormPackage`, a
// file of the tenant's `packages/` folder) and is given it at start through the same ingestion as the
// admin route. A zip already stored for the item (same bytes, files present) is not unpacked again.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import type { LoadedTenant } from '../fixtures/tenant-fixture-types.ts';
import { displayPath } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { SCORM_CONTENT_TYPE } from '../../src/shared-rules/learning-locks.ts';
import { ingestPackage } from './ingest-package.ts';

export async function seedScormPackages(
  db: Database,
  files: FileStore,
  tenants: readonly LoadedTenant[],
  now: Date,
): Promise<void> {
  for (const { fixture, folder } of tenants) {
    const items = (fixture.learningNodes ?? []).flatMap((node) => node.contents ?? []);
    for (const item of items) {
      const zip = (item as { scormPackage?: unknown }).scormPackage;
      if (item.idContentType !== SCORM_CONTENT_TYPE || typeof zip !== 'string') continue;
      const zipPath = path.join(folder, 'packages', path.basename(zip));
      if (!existsSync(zipPath))
        throw new StartupError([
          `${displayPath(zipPath)}: the SCORM package of content ${item.idContentItem} is missing`,
        ]);
      await ingestPackage(
        { db, files, now, reuseSameZip: true },
        { idApp: fixture.app.idApp, idContentItem: item.idContentItem },
        zipPath,
        path.basename(zip),
      );
    }
  }
}
