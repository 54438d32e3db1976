// Enrolment calls of learning-area.md 7.2, with the rules of 4.4 enforced here:
//   GET  /learning/teams/?nodeCode&limit&onlyAvailable -> {data: classes, with places left and awaitingApproval}
//   POST /learning/enrollments/ {idTeam, nodeCode, idUser} -> {idEnrollment}   (direct enrolment)
//   POST /learning/enrollments/request {idTeam}       -> {data: {newId}}     (request for approval)
import type { FastifyInstance } from 'fastify';
import type { Team } from '../../src/generated/types.ts';
import { classHasEnded } from '../../src/shared-rules/learning-cards.ts';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import type { Queryable } from '../db/database.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../messages-learning.ts';
import type { RouteContext } from '../route-context.ts';
import { bodySchema } from './learning-route-helpers.ts';
import { nextId } from '../db/next-id.ts';
import { loadLearnerState, loadTeams } from '../store/learning-store.ts';
import {
  enrollmentRefusals,
  placeHoldingStatuses,
  refuseEnrollment,
  vacanciesLeft,
  type EnrollmentAttempt,
} from './learning-enrollment-rules.ts';

interface Refused {
  status: number;
  message: string;
}

/** Class list limit 30 (learning-area.md 9). */
const teamListLimit = 30;

async function occupiedPlaces(db: Queryable, idApp: number): Promise<Map<number, number>> {
  const rows = await db.query<{ id_team: number; taken: number }>(
    `SELECT id_team, count(*)::int AS taken FROM learning_enrollments
      WHERE id_app = $1 AND ${placeHoldingStatuses} GROUP BY id_team`,
    [idApp],
  );
  return new Map(rows.map((row) => [row.id_team, row.taken]));
}

export async function learningEnrollmentRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Querystring: { nodeCode?: string; limit: number; onlyAvailable: boolean } }>(
    '/learning/teams/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            nodeCode: { type: 'string', minLength: 1, maxLength: 100 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: teamListLimit },
            onlyAvailable: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request) => {
      const { tenant, session } = authenticatedOf(request);
      const { nodeCode, limit, onlyAvailable } = request.query;
      const [teams, taken, learner] = await Promise.all([
        loadTeams(context.db, tenant.idApp),
        occupiedPlaces(context.db, tenant.idApp),
        loadLearnerState(context.db, tenant.idApp, session.idUser),
      ]);
      const now = context.now();
      const listed = teams
        .filter((team) => nodeCode === undefined || team.nodeCode === nodeCode)
        .map((team): Team => ({
          ...team,
          totalVacanciesAvailable: vacanciesLeft(team, taken.get(team.idTeam) ?? 0),
          awaitingApproval: learner.pendingTeams.has(team.idTeam),
        }))
        .filter(
          (team) => !onlyAvailable || (!classHasEnded(team, now) && team.totalVacanciesAvailable !== 0),
        );
      return { data: listed.slice(0, limit) };
    },
  );

  /** The attempt's facts, read in the transaction that writes it, so two attempts cannot share a place. */
  async function attemptOf(
    tx: Queryable,
    idApp: number,
    idUser: number,
    idTeam: number,
    kind: EnrollmentAttempt['kind'],
  ): Promise<EnrollmentAttempt | undefined> {
    const team = (await loadTeams(tx, idApp)).find((candidate) => candidate.idTeam === idTeam);
    if (!team) return undefined;
    const learner = await loadLearnerState(tx, idApp, idUser);
    return {
      kind,
      team,
      occupied: (await occupiedPlaces(tx, idApp)).get(idTeam) ?? 0,
      existing: learner.enrollments.filter((enrollment) => enrollment.nodeCode === team.nodeCode),
      pendingRequest: learner.pendingTeams.has(idTeam),
      now: context.now(),
    };
  }

  app.post<{ Body: { idTeam: number; nodeCode: string; idUser: number } }>(
    '/learning/enrollments/',
    { schema: { body: bodySchema('learning-direct-enrollment-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const { idTeam, nodeCode, idUser } = request.body;
      if (idUser !== session.idUser)
        return reply.code(403).send(failure(learningMessages.enrollOnlyYourself));
      const outcome = await context.db.transaction<Refused | { idEnrollment: number }>(async (tx) => {
        const attempt = await attemptOf(tx, tenant.idApp, session.idUser, idTeam, 'direct');
        if (!attempt) return { status: 404, message: learningMessages.teamNotFound };
        if (attempt.team.nodeCode !== nodeCode)
          return { status: 400, message: learningMessages.teamOfAnotherNode };
        const refusal = refuseEnrollment(attempt);
        if (refusal) return enrollmentRefusals[refusal];
        const idEnrollment = await nextId(tx, 'learning_enrollments', 'id_enrollment', tenant.idApp);
        await tx.query(
          `INSERT INTO learning_enrollments (id_app, id_enrollment, id_user, id_team, status, progress, created_at)
           VALUES ($1, $2, $3, $4, 'NOT_ATTEMPTED', 0, $5)`,
          [tenant.idApp, idEnrollment, session.idUser, idTeam, context.now()],
        );
        return { idEnrollment };
      });
      if ('message' in outcome) return reply.code(outcome.status).send(failure(outcome.message));
      return reply.code(201).send(outcome);
    },
  );

  app.post<{ Body: { idTeam: number } }>(
    '/learning/enrollments/request',
    { schema: { body: bodySchema('learning-enrollment-request-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const outcome = await context.db.transaction<Refused | { newId: number }>(async (tx) => {
        const attempt = await attemptOf(tx, tenant.idApp, session.idUser, request.body.idTeam, 'request');
        if (!attempt) return { status: 404, message: learningMessages.teamNotFound };
        const refusal = refuseEnrollment(attempt);
        if (refusal) return enrollmentRefusals[refusal];
        const newId = await nextId(tx, 'learning_enrollment_requests', 'id_enrollment_request', tenant.idApp);
        await tx.query(
          `INSERT INTO learning_enrollment_requests (id_app, id_enrollment_request, id_user, id_team, status, created_at)
           VALUES ($1, $2, $3, $4, 'PENDING', $5)`,
          [tenant.idApp, newId, session.idUser, request.body.idTeam, context.now()],
        );
        return { newId };
      });
      if ('message' in outcome) return reply.code(outcome.status).send(failure(outcome.message));
      return reply.code(201).send({ data: { newId: outcome.newId } });
    },
  );
}
