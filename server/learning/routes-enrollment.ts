// Enrolment calls of learning-area.md 7.2, with the rules of 4.4 enforced here (rules.ts):
//   GET  /api/learning/teams/?nodeCode&limit&onlyAvailable -> {data: classes, with places left and awaitingApproval}
//   POST /api/learning/enrollments/ {idTeam, nodeCode, idUser} -> {idEnrollment}   (direct enrolment)
//   POST /api/learning/enrollments/request {idTeam}       -> {data: {newId}}     (request for approval)
import type { Team } from '../../src/generated/types.ts';
import { classHasEnded } from '../../src/shared-rules/learning-cards.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import type { Queryable } from '../db/database.ts';
import { apiSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { learningMessages } from './messages.ts';
import { withDefaults } from './query.ts';
import { enrollmentRefusals, refuseEnrollment, vacanciesLeft, type EnrollmentAttempt } from './rules.ts';
import { loadTeams } from './store.ts';
import { insertEnrollment, insertEnrollmentRequest, lockTeam, occupiedPlaces } from './store-enrollment.ts';
import { loadLearnerState } from './store-learner.ts';

export function enrollmentRoutes(context: RouteContext): AnyRoute[] {
  /**
   * Refuses the attempt, from its facts read in the transaction that writes it (the class's row locked):
   * an unknown class (404), a class of another course (400), or a rule of 4.4 (409).
   */
  async function checkAttempt(
    tx: Queryable,
    idApp: number,
    idUser: number,
    idTeam: number,
    kind: EnrollmentAttempt['kind'],
    nodeCode?: string,
  ): Promise<void> {
    await lockTeam(tx, idApp, idTeam);
    const team = (await loadTeams(tx, idApp)).find((candidate) => candidate.idTeam === idTeam);
    if (!team) return refuse(404, learningMessages.teamNotFound);
    if (nodeCode !== undefined && team.nodeCode !== nodeCode)
      return refuse(400, learningMessages.teamOfAnotherNode);
    const learner = await loadLearnerState(tx, idApp, idUser);
    const attempt: EnrollmentAttempt = {
      kind,
      team,
      occupied: (await occupiedPlaces(tx, idApp)).get(idTeam) ?? 0,
      existing: learner.enrollments.filter((enrollment) => enrollment.nodeCode === team.nodeCode),
      pendingRequest: learner.pendingTeams.has(idTeam),
      now: context.now(),
    };
    const refusal = refuseEnrollment(attempt);
    if (refusal) refuse(enrollmentRefusals[refusal].status, enrollmentRefusals[refusal].message);
  }

  return [
    route({
      method: 'GET',
      url: '/api/learning/teams/',
      querystring: withDefaults(apiSchema('learning-teams-query'), 'limit', 'onlyAvailable'),
      handler: async (request) => {
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
    }),
    route({
      method: 'POST',
      url: '/api/learning/enrollments/',
      body: apiSchema('learning-direct-enrollment-body'),
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        const { idTeam, nodeCode, idUser } = request.body;
        if (idUser !== session.idUser) return refuse(403, learningMessages.enrollOnlyYourself);
        const idEnrollment = await context.db.transaction(async (tx) => {
          await checkAttempt(tx, tenant.idApp, session.idUser, idTeam, 'direct', nodeCode);
          const row = { idApp: tenant.idApp, idUser: session.idUser, idTeam, now: context.now() };
          return insertEnrollment(tx, row);
        });
        // Stored by a simultaneous attempt: this one is the second enrolment the rules refuse.
        if (idEnrollment === undefined) return refuse(409, learningMessages.alreadyEnrolled);
        return reply.code(201).send({ idEnrollment });
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/enrollments/request',
      body: apiSchema('learning-enrollment-request-body'),
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        const { idTeam } = request.body;
        const newId = await context.db.transaction(async (tx) => {
          await checkAttempt(tx, tenant.idApp, session.idUser, idTeam, 'request');
          const row = { idApp: tenant.idApp, idUser: session.idUser, idTeam, now: context.now() };
          return insertEnrollmentRequest(tx, row);
        });
        if (newId === undefined) return refuse(409, learningMessages.alreadyRequested);
        return reply.code(201).send({ data: { newId } });
      },
    }),
  ];
}
