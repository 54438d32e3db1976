import type { Queryable } from '../db/database.ts';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';

/** Points a learner earns the first time a view of a content is recorded. */
export const POINTS_PER_CONTENT = 10;

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
  await db.query(
    `INSERT INTO content_progress (id_app, id_user, id_content_item, last_position, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id_app, id_user, id_content_item)
     DO UPDATE SET last_position = EXCLUDED.last_position, updated_at = EXCLUDED.updated_at`,
    [learner.idApp, learner.idUser, record.idContentItem, record.position, at],
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

/** Stores one view and returns the learner's points after it. */
export async function saveTrackingExit(
  db: Queryable,
  learner: Learner,
  exit: TrackingExit,
  at: Date,
): Promise<number> {
  const earlier = await db.query<{ seen: number }>(
    `SELECT 1 AS seen FROM tracking_exits
      WHERE id_app = $1 AND id_user = $2 AND id_navigation_item = $3 AND id_navigation_type = $4 LIMIT 1`,
    [learner.idApp, learner.idUser, exit.idNavigationItem, exit.idNavigationType],
  );
  const points = earlier.length === 0 ? POINTS_PER_CONTENT : 0;
  await db.query(
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
      exit.timeExecuted,
      points,
      at,
    ],
  );
  await db.query(
    `INSERT INTO content_progress (id_app, id_user, id_content_item, time_executed, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id_app, id_user, id_content_item)
     DO UPDATE SET time_executed = content_progress.time_executed + EXCLUDED.time_executed,
                   updated_at = EXCLUDED.updated_at`,
    [learner.idApp, learner.idUser, exit.idNavigationItem, exit.timeExecuted, at],
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

/** A learner votes once per content; voting again replaces the vote. */
export async function saveVote(
  db: Queryable,
  learner: Learner,
  idContentItem: number,
  vote: number,
  at: Date,
) {
  await db.query(
    `INSERT INTO content_progress (id_app, id_user, id_content_item, vote, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id_app, id_user, id_content_item)
     DO UPDATE SET vote = EXCLUDED.vote, updated_at = EXCLUDED.updated_at`,
    [learner.idApp, learner.idUser, idContentItem, vote, at],
  );
}

export async function saveDuration(db: Queryable, idApp: number, idContentItem: number, duration: number) {
  await db.query(
    `INSERT INTO content_durations (id_app, id_content_item, duration) VALUES ($1, $2, $3)
     ON CONFLICT (id_app, id_content_item) DO UPDATE SET duration = EXCLUDED.duration`,
    [idApp, idContentItem, duration],
  );
}

/**
 * The item as this learner sees it: their last position and vote, the votes of every learner added
 * to the fixture's rating, and a duration the app measured in place of the fixture's.
 */
export async function withLearnerState(
  db: Queryable,
  learner: Learner,
  item: ContentItem,
): Promise<ContentItem> {
  const [own] = await db.query<{ lastPosition: number | null; vote: number | null; timeExecuted: number }>(
    `SELECT last_position AS "lastPosition", vote, time_executed AS "timeExecuted"
       FROM content_progress WHERE id_app = $1 AND id_user = $2 AND id_content_item = $3`,
    [learner.idApp, learner.idUser, item.idContentItem],
  );
  const [votes] = await db.query<{ count: string | number; sum: string | number | null }>(
    `SELECT count(*) AS count, sum(vote) AS sum FROM content_progress
      WHERE id_app = $1 AND id_content_item = $2 AND vote IS NOT NULL`,
    [learner.idApp, item.idContentItem],
  );
  const [measured] = await db.query<{ duration: number }>(
    'SELECT duration FROM content_durations WHERE id_app = $1 AND id_content_item = $2',
    [learner.idApp, item.idContentItem],
  );
  const result: ContentItem = { ...item };
  const count = Number(votes?.count ?? 0);
  if (count > 0) {
    const before = item.numberVotes ?? 0;
    const total = (item.rating ?? 0) * before + Number(votes?.sum ?? 0);
    result.numberVotes = before + count;
    result.rating = Math.round((total / result.numberVotes) * 100) / 100;
  }
  if (own?.lastPosition != null) result.lastPosition = own.lastPosition;
  if (own?.vote != null) result.vote = own.vote;
  if (own && own.timeExecuted > 0) result.timeExecuted = own.timeExecuted;
  if (measured) result.duration = measured.duration;
  return result;
}
