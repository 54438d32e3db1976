import type { Queryable } from '../db/database.ts';
import type { Agreement, AppDetails, DesignEntry, MenuSection } from '../fixtures/tenant-fixture-types.ts';

/** A tenant app as the routes use it: its details and the menu and design every login returns. */
export interface Tenant {
  idApp: number;
  idCompany: number;
  bucket: string;
  details: AppDetails;
  menu: MenuSection[];
  design: DesignEntry[];
  agreement: Agreement | null;
}

export async function findTenantByBucket(
  db: Queryable,
  bucket: string | undefined,
): Promise<Tenant | undefined> {
  if (!bucket) return undefined;
  const rows = await db.query<Tenant>(
    `SELECT id_app AS "idApp", id_company AS "idCompany", bucket, details, menu, design, agreement
       FROM apps
      WHERE bucket = $1 AND active`,
    [bucket],
  );
  return rows[0];
}
