// The engagement area's SQL: tracking records and exits, votes, measured durations (tables
// tracking_records, tracking_exits, content_progress, content_durations) and a content as one learner
// sees it.
import type { Queryable } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';
import { countedSeconds, MAX_INTEGER, POINTS_PER_CONTENT } from './rules.ts';
import { learnerView, type LearnerState } from './views.ts';

interface Learner {
  idApp: number;
  idUser: number;
}

export interface TrackingRecord {
  idContentItem: number;
  idSection?: number;
  idNavigationType: number;
  timeStart: Date;
  /** Seconds into the media. */
  position: number;
}

export async function saveTrackingRecord(db: Queryable, learner: Learner, record: TrackingRecord, at: Date) {
  await db.query(
    `INSERT INTO tracking_records
       (id_app, id_user, id_content_item, id_section, id_navigation_type, time_start, position, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      learner.idApp,
      learner.idUser,
      record.idContentItem,
      record.idSection ?? null,
      record.idNavigationType,
      record.timeStart,
      record.position,
      at,
    ],
  );
  await saveProgress(db, learner, record.idContentItem, 'last_position', record.position, at);
}

/** One column of the learner's progress row of a content (the row is made on its first write). */
async function saveProgress(
  db: Queryable,
  learner: Learner,
  idContentItem: number,
  column: 'last_position' | 'vote',
  value: number,
  at: Date,
) {
  await db.query(
    `INSERT INTO content_progress (id_app, id_user, id_content_item, ${column}, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id_app, id_user, id_content_item)
     DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = EXCLUDED.updated_at`,
    [learner.idApp, learner.idUser, idContentItem, value, at],
  );
}

export interface TrackingExit {
  idNavigationItem: number;
  idNavigationType: number;
  idSection?: number;
  timeStart: Date;
  /** Seconds the learner spent on the content in this view. */
  timeExecuted: number;
}

/**
 * Stores one view and returns the learner's points after it. The spec's one rule (content-app.md 3,
 * "points from tracked time"): the first view of a content earns POINTS_PER_CONTENT, once per learner
 * and content whatever idNavigationType says; the partial unique index tracking_exits_points_once
 * holds that even when two exits race.
 */
export async function saveTrackingExit(
  db: Queryable,
  learner: Learner,
  exit: TrackingExit,
  at: Date,
): Promise<number> {
  const seconds = countedSeconds(exit, at);
  const earlier = await db.query<{ seen: number }>(
    `SELECT 1 AS seen FROM tracking_exits
      WHERE id_app = $1 AND id_user = $2 AND id_navigation_item = $3 AND points > 0 LIMIT 1`,
    [learner.idApp, learner.idUser, exit.idNavigationItem],
  );
  const insert = (points: number) =>
    db.query(
      `INSERT INTO tracking_exits (id_app, id_user, id_navigation_item, id_navigation_type, id_section,
         time_start, time_executed, points, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        learner.idApp,
        learner.idUser,
        exit.idNavigationItem,
        exit.idNavigationType,
        exit.idSection ?? null,
        exit.timeStart,
        seconds,
        points,
        at,
      ],
    );
  try {
    await insert(earlier.length === 0 ? POINTS_PER_CONTENT : 0);
  } catch (error) {
    // Another exit of the same learner and content took the points first.
    if (!isUniqueViolation(error)) throw error;
    await insert(0);
  }
  // The learner's total time on the content stops at the integer's limit instead of overflowing.
  await db.query(
    `INSERT INTO content_progress (id_app, id_user, id_content_item, time_executed, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id_app, id_user, id_content_item)
     DO UPDATE SET time_executed = LEAST(content_progress.time_executed::bigint + EXCLUDED.time_executed, $6),
                   updated_at = EXCLUDED.updated_at`,
    [learner.idApp, learner.idUser, exit.idNavigationItem, seconds, at, MAX_INTEGER],
  );
  return totalPoints(db, learner);
}

export async function totalPoints(db: Queryable, learner: Learner): Promise<number> {
  const rows = await db.query<{ total: string | number | null }>(
    'SELECT sum(points) AS total FROM tracking_exits WHERE id_app = $1 AND id_user = $2',
    [learner.idApp, learner.idUser],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * The content the learner was last tracked on (a tracking record or a tracking exit, content-app.md 3),
 * newest first, with the section it was opened from: the return-to-last-content prompt offers it.
 * A few candidates, so a content removed from the tenant since gives way to the one before it.
 */
export async function lastTrackedContents(db: Queryable, learner: Learner, limit = 5) {
  return db.query<{ idContentItem: number; idSection: number | null }>(
    `SELECT id_content_item AS "idContentItem", id_section AS "idSection" FROM (
       SELECT DISTINCT ON (id_content_item) id_content_item, id_section, recorded_at FROM (
         SELECT id_content_item, id_section, recorded_at, id FROM tracking_records
          WHERE id_app = $1 AND id_user = $2
         UNION ALL
         SELECT id_navigation_item, id_section, recorded_at, id FROM tracking_exits
          WHERE id_app = $1 AND id_user = $2
       ) tracked ORDER BY id_content_item, recorded_at DESC, id DESC
     ) latest ORDER BY recorded_at DESC, id_content_item LIMIT $3`,
    [learner.idApp, learner.idUser, limit],
  );
}

/** A learner votes once per content; voting again replaces the vote. */
export async function saveVote(
  db: Queryable,
  learner: Learner,
  idContentItem: number,
  vote: number,
  at: Date,
) {
  await saveProgress(db, learner, idContentItem, 'vote', vote, at);
}

/** The duration already known for a content: the fixture's, else one the app measured before. */
export async function knownDuration(
  db: Queryable,
  idApp: number,
  item: Pick<ContentItem, 'idContentItem' | 'duration'>,
): Promise<number | undefined> {
  if (item.duration !== undefined && item.duration > 0) return item.duration;
  const [measured] = await db.query<{ duration: number }>(
    'SELECT duration FROM content_durations WHERE id_app = $1 AND id_content_item = $2',
    [idApp, item.idContentItem],
  );
  return measured && measured.duration > 0 ? measured.duration : undefined;
}

/**
 * Saves a duration the app measured, only where none is known (content-app.md 7: the app fills in a
 * playlist's total). Returns false when a duration was already there: it is left as it is.
 */
export async function saveMissingDuration(
  db: Queryable,
  idApp: number,
  idContentItem: number,
  duration: number,
): Promise<boolean> {
  // A 0 stored earlier counts as missing; the WHERE keeps a positive one, even against a racing call.
  const rows = await db.query(
    `INSERT INTO content_durations (id_app, id_content_item, duration) VALUES ($1, $2, $3)
     ON CONFLICT (id_app, id_content_item) DO UPDATE SET duration = EXCLUDED.duration
       WHERE content_durations.duration = 0
     RETURNING duration`,
    [idApp, idContentItem, duration],
  );
  return rows.length > 0;
}

/**
 * The item as this learner sees it (views.ts learnerView): their last position and vote, the votes
 * of every learner and a duration the app measured where the fixture has none.
 */
export async function withLearnerState(
  db: Queryable,
  learner: Learner,
  item: ContentItem,
): Promise<ContentItem> {
  const [own] = await db.query<NonNullable<LearnerState['own']>>(
    `SELECT last_position AS "lastPosition", vote, time_executed AS "timeExecuted"
       FROM content_progress WHERE id_app = $1 AND id_user = $2 AND id_content_item = $3`,
    [learner.idApp, learner.idUser, item.idContentItem],
  );
  const [votes] = await db.query<{ count: string | number; sum: string | number | null }>(
    `SELECT count(*) AS count, sum(vote) AS sum FROM content_progress
      WHERE id_app = $1 AND id_content_item = $2 AND vote IS NOT NULL`,
    [learner.idApp, item.idContentItem],
  );
  return learnerView(item, {
    own,
    votes: { count: Number(votes?.count ?? 0), sum: Number(votes?.sum ?? 0) },
    duration: await knownDuration(db, learner.idApp, item),
  });
}
