// The content area's SQL: a tenant's content items (table content_items, each stored whole as the
// fixture wrote it, with its section and position), by section, by id, by parent, and a section's
// items paged and filtered.
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

export interface PagedContentFilter {
  /** Every one of these must be among the item's tags (compared without case). */
  searchTags: readonly string[];
  /** Part of the item's text or description (without case); absent or blank: no text filter. */
  searchText?: string;
}

export interface ContentPage {
  items: ContentItem[];
  totalRecord: number;
}

// An item without tags (or with a non-array) has none; jsonb_array_elements_text would fail on it.
const ownTags = `jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(item -> 'tags') = 'array' THEN item -> 'tags' ELSE '[]'::jsonb END)`;

/**
 * One page of a section's items that match the filter, in the designer's order, and how many match
 * in all. Filtered in SQL, so a 10,000-item section never travels whole from the database.
 */
export async function pageSectionContent(
  db: Queryable,
  idApp: number,
  idSection: number,
  filter: PagedContentFilter,
  page: number,
  pageSize: number,
): Promise<ContentPage> {
  const text = filter.searchText?.trim() || null;
  const rows = await db.query<{ total: number; items: ContentItem[] }>(
    `WITH matching AS (
       SELECT item, position FROM content_items
        WHERE id_app = $1 AND id_section = $2
          AND NOT EXISTS (
            SELECT 1 FROM jsonb_array_elements_text($3::jsonb) AS wanted (tag)
             WHERE NOT EXISTS (SELECT 1 FROM ${ownTags} AS own (tag) WHERE lower(own.tag) = lower(wanted.tag)))
          AND ($4::text IS NULL
               OR strpos(lower(item ->> 'text'), lower($4::text)) > 0
               OR strpos(lower(coalesce(item ->> 'description', '')), lower($4::text)) > 0)
     )
     SELECT (SELECT count(*) FROM matching)::int AS total,
            coalesce((SELECT jsonb_agg(item ORDER BY position)
                        FROM (SELECT item, position FROM matching ORDER BY position LIMIT $5 OFFSET $6) AS one_page),
                     '[]'::jsonb) AS items`,
    [idApp, idSection, JSON.stringify(filter.searchTags), text, pageSize, (page - 1) * pageSize],
  );
  const row = rows[0];
  return { items: row?.items ?? [], totalRecord: row?.total ?? 0 };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** The distinct tags of a section's items (one spelling per tag without case), sorted pt-BR. */
export async function listSectionTags(db: Queryable, idApp: number, idSection: number): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    `SELECT DISTINCT own.tag FROM content_items, ${ownTags} AS own (tag)
      WHERE id_app = $1 AND id_section = $2 AND own.tag <> ''`,
    [idApp, idSection],
  );
  const byLowerCase = new Map<string, string>();
  for (const { tag } of rows) {
    const key = tag.toLocaleLowerCase('pt-BR');
    const kept = byLowerCase.get(key);
    // DISTINCT's order is not defined: keep the same spelling at every call.
    if (kept === undefined || tag < kept) byLowerCase.set(key, tag);
  }
  return [...byLowerCase.values()].sort(collator.compare);
}
