// The SQL of run tokens: one launch of one lesson (docs/decisions/0011). Random, kept only as a hash,
// bound to the tenant, learner, enrollment, content item, package and lesson; good for 12 hours or until
// finished. A KEPT run (a lesson kept offline) has its data come back later by the learner's session,
// numbered by the app's outbox (client_seq, migration 0033).
import { randomBytes } from 'node:crypto';
import { hashToken as hashOf } from '../auth/session-tokens.ts';
import type { Queryable } from '../db/database.ts';
import { runLifetimeMs } from './rules.ts';

const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export interface ScormRun {
  idApp: number;
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  idContentItem: number;
  idPackage: number;
  idSco: number;
}

/** A run as the routes read it: its token's hash, and whether it was started to be kept offline. */
export interface StoredRun extends ScormRun {
  tokenHash: string;
  kept: boolean;
}

export async function startRun(db: Queryable, run: ScormRun, now: Date, kept = false): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO scorm_runs (token_hash, id_app, id_user, id_enrollment, id_node_enrollment, id_content_item,
                             id_package, id_sco, created_at, expires_at, kept)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      hashOf(token),
      run.idApp,
      run.idUser,
      run.idEnrollment,
      run.idNodeEnrollment,
      run.idContentItem,
      run.idPackage,
      run.idSco,
      now,
      new Date(now.getTime() + runLifetimeMs),
      kept,
    ],
  );
  return token;
}

const runColumns = `token_hash AS "tokenHash", id_app AS "idApp", id_user AS "idUser", id_enrollment AS "idEnrollment",
  id_node_enrollment AS "idNodeEnrollment", id_content_item AS "idContentItem", id_package AS "idPackage",
  id_sco AS "idSco", kept`;

/** The live run of a token on a tenant: not expired, not finished. */
export async function findRun(
  db: Queryable,
  idApp: number,
  token: string,
  now: Date,
  /** A run finished after this still counts (its files stay served a while: runTokenAccess). */
  finishedAfter?: Date,
): Promise<StoredRun | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [run] = await db.query<StoredRun>(
    `SELECT ${runColumns} FROM scorm_runs
      WHERE token_hash = $1 AND id_app = $2 AND expires_at > $3
        AND (finished_at IS NULL OR finished_at > $4::timestamptz)`,
    [hashOf(token), idApp, now, finishedAfter ?? null],
  );
  return run;
}

/**
 * A kept run of this learner on this tenant, expired or finished or not: the learner may come back
 * online days after the lesson, and a kept lesson may be played again offline after its finish.
 */
export async function findKeptRun(
  db: Queryable,
  idApp: number,
  idUser: number,
  token: string,
): Promise<StoredRun | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [run] = await db.query<StoredRun>(
    `SELECT ${runColumns} FROM scorm_runs WHERE token_hash = $1 AND id_app = $2 AND id_user = $3 AND kept`,
    [hashOf(token), idApp, idUser],
  );
  return run;
}

/**
 * Takes clientSeq as the kept run's last applied one when it is above it; false when the run holds it or
 * a later one (a replay, or a copy sent at the same moment: its UPDATE waits for this transaction, then
 * finds the new number). Run in the transaction that writes the data, so a failed write claims nothing.
 */
export async function claimClientSeq(tx: Queryable, tokenHash: string, clientSeq: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE scorm_runs SET client_seq = $2 WHERE token_hash = $1 AND kept AND client_seq < $2 RETURNING 1',
    [tokenHash, clientSeq],
  );
  return rows.length > 0;
}

/** Ends a run; false when it had already ended (two finish calls race: one does the work). */
export async function endRun(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE scorm_runs SET finished_at = $2 WHERE token_hash = $1 AND finished_at IS NULL RETURNING 1',
    [tokenHash, now],
  );
  return rows.length > 0;
}

/**
 * Ends every live run of a learner (issue 17, defect 11): at logout their run tokens stop reading the
 * run state and taking commits at once, instead of living on for up to 12 hours. Runs are bound to
 * the learner, not to one session, so a logout ends the package windows of every device: signing out
 * is the learner saying her work there is over.
 */
export async function endRunsOfLearner(
  db: Queryable,
  idApp: number,
  idUser: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE scorm_runs SET expires_at = $3
      WHERE id_app = $1 AND id_user = $2 AND finished_at IS NULL AND expires_at > $3`,
    [idApp, idUser, now],
  );
}

/** What the server recorded of a learner's run (issue 17, defect 8): the app's only source of "finished". */
export interface RunOutcome {
  finished: boolean;
  contentCompleted: boolean;
}

/**
 * A run of this learner on this tenant, live or not, with whether it finished and whether its content
 * is COMPLETED now; undefined for another learner's run or an unknown token.
 */
export async function runOutcomeOf(
  db: Queryable,
  idApp: number,
  idUser: number,
  token: string,
): Promise<RunOutcome | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const [row] = await db.query<RunOutcome>(
    `SELECT r.finished_at IS NOT NULL AS finished, COALESCE(c.status = 'COMPLETED', false) AS "contentCompleted"
       FROM scorm_runs r
       LEFT JOIN learning_content_enrollments c
         ON c.id_app = r.id_app AND c.id_enrollment = r.id_enrollment AND c.id_content_item = r.id_content_item
      WHERE r.token_hash = $1 AND r.id_app = $2 AND r.id_user = $3`,
    [hashOf(token), idApp, idUser],
  );
  return row;
}
