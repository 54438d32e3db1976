// The demo's SCORM packages: a content item of type 26 in a fixture names its zip (`scormPackage`, a
// file of the tenant's `packages/` folder) and is given it at start through the same ingestion as the
// admin route, only while the item has no package: once it has one (this seed's, or an admin's upload)
// a start never replaces it, so its lesson ids and the learners' records on them stay. A zip already
// stored for another item (same bytes, files present) is shared rather than unpacked again.
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
      if (await hasPackage(db, fixture.app.idApp, item.idContentItem)) continue;
      await ingestPackage(
        { db, files, now, reuseSameZip: true },
        { idApp: fixture.app.idApp, idContentItem: item.idContentItem },
        zipPath,
        path.basename(zip),
      );
    }
  }
}

async function hasPackage(db: Database, idApp: number, idContentItem: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM scorm_packages WHERE id_app = $1 AND id_content_item = $2 AND status = 'SUCCESS' LIMIT 1`,
    [idApp, idContentItem],
  );
  return rows.length > 0;
}
