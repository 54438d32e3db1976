import type { Queryable } from './database.ts';

/** Which of a learner's rows to list: those in these statuses, `limit` of them from `offset`. */
export interface LearnerStatusPage {
  idApp: number;
  idUser: number;
  statuses: readonly string[];
  offset: number;
  limit: number;
}

interface Listing {
  /** The table whose id_app, id_user and status are filtered. */
  table: string;
  /** Its alias in `select`. */
  alias: string;
  /** `SELECT … FROM {table} {alias} [JOIN …]`, without WHERE. */
  select: string;
  orderBy: string;
}

/**
 * A page of one learner's rows in some statuses (enrolment requests, external courses), and how many
 * there are in all: counted apart, so a page past the end still tells the total.
 */
export async function loadLearnerStatusPage<R>(
  db: Queryable,
  page: LearnerStatusPage,
  listing: Listing,
): Promise<{ total: number; rows: R[] }> {
  const { idApp, idUser, offset, limit } = page;
  const statuses = `{${page.statuses.join(',')}}`;
  const { table, alias, select, orderBy } = listing;
  const rows = await db.query<R>(
    `${select}
      WHERE ${alias}.id_app = $1 AND ${alias}.id_user = $2 AND ${alias}.status = ANY($3::text[])
      ORDER BY ${orderBy}
      OFFSET $4 LIMIT $5`,
    [idApp, idUser, statuses, offset, limit],
  );
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${table}
      WHERE id_app = $1 AND id_user = $2 AND status = ANY($3::text[])`,
    [idApp, idUser, statuses],
  );
  return { total: counted?.total ?? 0, rows };
}
