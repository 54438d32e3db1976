// The tenant fixture's collections (media library, schedules, user uploads, playlists, offers, chat
// rooms, campaigns...), each stored whole per tenant (table tenant_collections): read by several areas.
import type { Queryable } from '../db/database.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import type { collectionNames } from '../db/seed-tenants.ts';

export type CollectionName = (typeof collectionNames)[number];
export type CollectionItem<Name extends CollectionName> = NonNullable<TenantFixture[Name]>[number];

/** One fixture collection of a tenant (media library, schedules, schedule types, user uploads). */
export async function readCollection<Name extends CollectionName>(
  db: Queryable,
  idApp: number,
  name: Name,
): Promise<CollectionItem<Name>[]> {
  const rows = await db.query<{ items: CollectionItem<Name>[] }>(
    'SELECT items FROM tenant_collections WHERE id_app = $1 AND name = $2',
    [idApp, name],
  );
  return rows[0]?.items ?? [];
}
