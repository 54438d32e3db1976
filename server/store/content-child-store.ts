import type { Queryable } from '../db/database.ts';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';

/** The items whose `parent` is the given item (the card menu's cards), in fixture order. */
export async function listContentChildren(
  db: Queryable,
  idApp: number,
  parent: number,
): Promise<ContentItem[]> {
  const rows = await db.query<{ item: ContentItem }>(
    `SELECT item FROM content_items
      WHERE id_app = $1 AND jsonb_typeof(item -> 'parent') = 'number' AND (item ->> 'parent')::int = $2
      ORDER BY position`,
    [idApp, parent],
  );
  return rows.map((row) => row.item);
}
