import type { Queryable } from '../db/database.ts';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';

/** The items of one section, in the order the tenant designer wrote them. */
export async function listSectionContent(
  db: Queryable,
  idApp: number,
  idSection: number,
): Promise<ContentItem[]> {
  const rows = await db.query<{ item: ContentItem }>(
    'SELECT item FROM content_items WHERE id_app = $1 AND id_section = $2 ORDER BY position',
    [idApp, idSection],
  );
  return rows.map((row) => row.item);
}

export async function findContentItem(
  db: Queryable,
  idApp: number,
  idContentItem: number,
): Promise<ContentItem | undefined> {
  const rows = await db.query<{ item: ContentItem }>(
    'SELECT item FROM content_items WHERE id_app = $1 AND id_content_item = $2',
    [idApp, idContentItem],
  );
  return rows[0]?.item;
}
