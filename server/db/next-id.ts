import type { Queryable } from './database.ts';

/**
 * The tables whose ids come from nextId, each with the sequence migration 0012-id-sequences.sql made
 * for it. Names are never taken from input: a table missing here is a programming mistake.
 */
const sequenceOf: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['learning_enrollments', 'id_enrollment'],
      ['learning_enrollment_requests', 'id_enrollment_request'],
      ['learning_node_enrollments', 'id_node_enrollment'],
      ['learning_content_enrollments', 'id_content_enrollment'],
      ['learning_questionnaires', 'id_questionnaire'],
      ['learning_answers', 'id_answer'],
      ['scorm_packages', 'id_package'],
      ['scorm_scos', 'id_sco'],
      ['scorm_sco_enrollments', 'id_sco_enrollment'],
    ] as const
  ).map(([table, column]) => [`${table}.${column}`, `${table}_${column}_seq`]),
);

/** How many times a block of ids is asked for again before giving up (see nextId). */
const blockAttempts = 100;

function sequence(table: string, column: string): string {
  const name = sequenceOf[`${table}.${column}`];
  if (!name) throw new Error(`nextId: ${table}.${column} has no id sequence (server/db/next-id.ts)`);
  return name;
}

/**
 * A new id for a row of `table`, from the table's sequence: two writers at once, in one process or
 * several, never get the same one, and a rolled-back transaction only leaves a gap. With `count`, the
 * first of `count` consecutive ids (a questionnaire's answers, a package's lessons: first + 0 … first +
 * count - 1). Ids are unique across tenants (idApp is kept for the callers' sake: ids stay per tenant in
 * the keys).
 */
export async function nextId(
  db: Queryable,
  table: string,
  column: string,
  _idApp: number,
  count = 1,
): Promise<number> {
  const name = sequence(table, column);
  if (count <= 1) {
    const [row] = await db.query<{ id: number }>(`SELECT nextval('${name}')::int AS id`);
    return row?.id as number;
  }
  // A block is taken value by value in one statement; another writer's nextval in between makes it
  // non-consecutive, and then a new block is taken (the values of the first stay unused: gaps only).
  for (let attempt = 0; attempt < blockAttempts; attempt += 1) {
    const [row] = await db.query<{ first: number; last: number }>(
      `SELECT min(id)::int AS first, max(id)::int AS last
         FROM (SELECT nextval('${name}') AS id FROM generate_series(1, $1::int)) AS block`,
      [count],
    );
    if (row && row.last - row.first === count - 1) return row.first;
  }
  throw new Error(`nextId: no ${count} consecutive ids of ${table} after ${blockAttempts} attempts`);
}

/**
 * Moves every id sequence past its table's highest id, after seeding wrote the fixtures' explicit ids
 * (and on a database whose rows were numbered by max() + 1). Only ever forward: a sequence already
 * ahead, because other processes took ids meanwhile, is left alone.
 */
export async function syncIdSequences(db: Queryable): Promise<void> {
  for (const [key, name] of Object.entries(sequenceOf)) {
    const [table, column] = key.split('.') as [string, string];
    await db.query(
      `SELECT setval('${name}', highest)
         FROM (SELECT max(${column}) AS highest FROM ${table}) AS taken
        WHERE highest > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${name})`,
    );
  }
}
