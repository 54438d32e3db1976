// All SQL of the learner's activity around the learning pages (server/db/schema-learning*.sql): the
// tenant's tags and the learner's topics, access records and trackings, meetings,
// likes, shares, and the campaign blocks' categories.
import type { Meeting } from '../../src/generated/types.ts';
import type { Database, Queryable } from '../db/database.ts';
import { readCollection } from '../content/store-collections.ts';

/** The tenant's tags (every node's), in pt-BR order. */
export async function tenantTags(db: Queryable, idApp: number): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    'SELECT DISTINCT tag FROM learning_node_tags WHERE id_app = $1',
    [idApp],
  );
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

export async function learnerTags(db: Queryable, idApp: number, idUser: number): Promise<string[]> {
  const [row] = await db.query<{ tags: string[] }>(
    'SELECT tags FROM learning_user_tags WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return row?.tags ?? [];
}

export async function saveLearnerTags(
  db: Queryable,
  idApp: number,
  idUser: number,
  tags: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO learning_user_tags (id_app, id_user, tags) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (id_app, id_user) DO UPDATE SET tags = EXCLUDED.tags`,
    [idApp, idUser, JSON.stringify(tags)],
  );
}

export interface ContentAccess {
  idApp: number;
  idUser: number;
  idEnrollment: number;
  idContentItem: number;
  progress: number;
}

export async function recordAccess(db: Queryable, access: ContentAccess, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO learning_content_accesses (id_app, id_user, id_enrollment, id_content_item, progress, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [access.idApp, access.idUser, access.idEnrollment, access.idContentItem, access.progress, now],
  );
}

export interface Tracking {
  idApp: number;
  idUser: number;
  idContentItem: number;
  idSection: number | null;
  started: Date;
  seconds: number;
}

/**
 * Records time spent in a content item; says whether it earned the learner points: once per learner and
 * content, the first tracking earns them (as the content app's views do).
 */
export async function recordTracking(db: Database, tracking: Tracking, now: Date): Promise<boolean> {
  return db.transaction((tx) => recordTrackingIn(tx, tracking, now));
}

/** recordTracking inside the caller's transaction: the SCORM finish records with the lesson's data. */
export async function recordTrackingIn(tx: Queryable, tracking: Tracking, now: Date): Promise<boolean> {
  const before = await tx.query(
    'SELECT 1 FROM learning_trackings WHERE id_app = $1 AND id_user = $2 AND id_content_item = $3 LIMIT 1',
    [tracking.idApp, tracking.idUser, tracking.idContentItem],
  );
  const first = before.length === 0;
  await tx.query(
    `INSERT INTO learning_trackings
       (id_app, id_user, id_content_item, id_section, start_time, seconds, earned_points, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      tracking.idApp,
      tracking.idUser,
      tracking.idContentItem,
      tracking.idSection,
      tracking.started,
      tracking.seconds,
      first,
      now,
    ],
  );
  return first;
}

/**
 * The meetings of the learner's classes, earliest first, each with its own page (node_code, which the
 * seed sets to its class's when it names none).
 */
export async function learnerMeetings(
  db: Queryable,
  idApp: number,
  idUser: number,
): Promise<{ meeting: Meeting; node_code: string }[]> {
  return db.query<{ meeting: Meeting; node_code: string }>(
    `SELECT m.meeting, m.node_code
       FROM learning_meetings m
      WHERE m.id_app = $1
        AND m.id_team IN (SELECT id_team FROM learning_enrollments WHERE id_app = $1 AND id_user = $2)
      ORDER BY m.start_date, m.id_team, m.position`,
    [idApp, idUser],
  );
}

/** Whether the company has the feature on (7.6): a feature its fixture does not list is off. */
export async function featureIsActive(db: Queryable, idApp: number, id: string): Promise<boolean> {
  return (await readCollection(db, idApp, 'learningFeatures')).some(
    (feature) => feature.id === id && feature.active,
  );
}

/** The page's likes and whether one is the learner's. */
export async function likesOf(db: Queryable, idApp: number, idUser: number, idNode: number) {
  const [row] = await db.query<{ total: number; mine: boolean }>(
    `SELECT count(*)::int AS total, coalesce(bool_or(id_user = $3), false) AS mine
       FROM learning_likes WHERE id_app = $1 AND id_node = $2`,
    [idApp, idNode, idUser],
  );
  return { totalLikes: row?.total ?? 0, likedByMe: row?.mine ?? false };
}

/** Likes the page (once) or takes the like back. */
export async function setLike(
  db: Queryable,
  idApp: number,
  idUser: number,
  idNode: number,
  liked: boolean,
  now: Date,
): Promise<void> {
  await (liked
    ? db.query(
        `INSERT INTO learning_likes (id_app, id_user, id_node, liked_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id_app, id_user, id_node) DO NOTHING`,
        [idApp, idUser, idNode, now],
      )
    : db.query('DELETE FROM learning_likes WHERE id_app = $1 AND id_user = $2 AND id_node = $3', [
        idApp,
        idUser,
        idNode,
      ]));
}

export interface Share {
  idApp: number;
  idUser: number;
  idContent: number;
  origin: string;
}

export async function recordShare(db: Queryable, share: Share, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO learning_shares (id_app, id_user, id_content, origin, recorded_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [share.idApp, share.idUser, share.idContent, share.origin, now],
  );
}

/**
 * The node codes of a campaign's categories in block order, or undefined when no block names it. The
 * reference API keeps no campaign table: a campaign's categories are the elements of the Campaign
 * block whose parameters name it (idCampaign), as the tenant's fixture writes them.
 */
export async function campaignCategoryCodes(
  db: Queryable,
  idApp: number,
  idCampaign: number,
): Promise<string[] | undefined> {
  const rows = await db.query<{ codes: (string | null)[] | null }>(
    `SELECT (SELECT jsonb_agg(e.element->>'nodeCode' ORDER BY e.position) FROM learning_block_elements e
              WHERE e.id_app = b.id_app AND e.id_block = b.id_block AND e.element->>'elementType' = 'NODE') AS codes
       FROM learning_blocks b
      WHERE b.id_app = $1 AND b.block->>'blockType' = 'Campaign'
        AND b.block->'parameters'->'idCampaign' = to_jsonb($2::int)
      ORDER BY b.id_block`,
    [idApp, idCampaign],
  );
  if (rows.length === 0) return undefined;
  return [...new Set(rows.flatMap((row) => row.codes ?? []))].filter((code) => code !== null);
}
