// Meetings and the plan's upgrade request, for the home blocks Meeting and Upgrade (learning-area.md 2.4,
// 4.7, 4.8; the spec names no path for these, so the paths are ours, listed in README.md):
//   GET  /learning/students/{idUser}/meetings[?nodeCode] -> {result}: the meetings of the learner's classes,
//        earliest first; with nodeCode only those of that page and the pages under it ('Eventos da página')
//   GET  /learning/plans/active                          -> {data}: the company's plan, with this user's
//        planUpgrade.hasRequestedUpgrade and the company's planUpgrade.numberRequest
//   POST /learning/plans/request-upgrade                 -> {success, message, numberRequest}: a non-admin's
//        'Diga que está gostando da degustação', stored once per user while the upgrade is offered
import type { FastifyInstance } from 'fastify';
import type { Meeting, Plan } from '../../src/generated/types.ts';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import type { RouteContext } from '../route-context.ts';
import type { Queryable } from '../db/database.ts';
import { readCollection } from '../store/collection-store.ts';
import { loadLearningTree, subtree } from '../learning/store.ts';
import { findUserById } from '../store/user-store.ts';
import { idParams } from './learning-route-helpers.ts';

/** learning-area.md 6: admin 1 or 2. */
const isAdmin = (admin: number | undefined) => admin === 1 || admin === 2;

/** 4.8: the upgrade is offered while its button is active and the plan has days left. */
const upgradeOffered = (plan: Plan) =>
  plan.planUpgrade?.isUpgradeButtonActive === true && (plan.deadline ?? 0) > 0;

async function activePlan(db: Queryable, idApp: number): Promise<Plan | undefined> {
  return (await readCollection(db, idApp, 'learningPlans')).find((plan) => plan.active === true);
}

async function upgradeRequests(db: Queryable, idApp: number, idUser: number) {
  const [row] = await db.query<{ total: number; mine: boolean }>(
    `SELECT count(*)::int AS total, coalesce(bool_or(id_user = $2), false) AS mine
       FROM learning_upgrade_requests WHERE id_app = $1`,
    [idApp, idUser],
  );
  return { total: row?.total ?? 0, mine: row?.mine ?? false };
}

export async function learningEventsRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { idUser: number }; Querystring: { nodeCode?: string } }>(
    '/learning/students/:idUser/meetings',
    {
      schema: {
        params: idParams('idUser'),
        querystring: {
          type: 'object',
          properties: { nodeCode: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (request.params.idUser !== session.idUser) {
        return reply.code(403).send(failure(learningMessages.otherLearner));
      }
      const { nodeCode } = request.query;
      let pages: Set<string> | undefined;
      if (nodeCode !== undefined) {
        const tree = await loadLearningTree(context.db, tenant.idApp);
        if (!tree.byCode.has(nodeCode)) return reply.code(404).send(failure(learningMessages.nodeNotFound));
        pages = new Set(subtree(tree, nodeCode).map((node) => node.nodeCode));
      }
      // A meeting belongs to its own page (node_code), which the seed sets to its class's when it names none.
      const rows = await context.db.query<{ meeting: Meeting; node_code: string }>(
        `SELECT m.meeting, m.node_code
           FROM learning_meetings m
          WHERE m.id_app = $1
            AND m.id_team IN (SELECT id_team FROM learning_enrollments WHERE id_app = $1 AND id_user = $2)
          ORDER BY m.start_date, m.id_team, m.position`,
        [tenant.idApp, session.idUser],
      );
      return {
        result: rows
          .filter((row) => !pages || pages.has(row.node_code))
          .map((row) => ({ ...row.meeting, nodeCode: row.node_code })),
      };
    },
  );

  app.get('/learning/plans/active', async (request) => {
    const { tenant, session } = authenticatedOf(request);
    const plan = await activePlan(context.db, tenant.idApp);
    if (!plan) return { data: null };
    const requests = await upgradeRequests(context.db, tenant.idApp, session.idUser);
    return {
      data: {
        ...plan,
        planUpgrade: {
          ...plan.planUpgrade,
          hasRequestedUpgrade: requests.mine,
          numberRequest: requests.total,
        },
      },
    };
  });

  app.post('/learning/plans/request-upgrade', async (request, reply) => {
    const { tenant, session } = authenticatedOf(request);
    const plan = await activePlan(context.db, tenant.idApp);
    if (!plan) return reply.code(404).send(failure(learningMessages.noActivePlan));
    if (!upgradeOffered(plan)) return reply.code(409).send(failure(learningMessages.upgradeNotOffered));
    const user = await findUserById(context.db, tenant.idApp, session.idUser);
    if (isAdmin(user?.admin)) return reply.code(403).send(failure(learningMessages.upgradeForLearners));
    const inserted = await context.db.query(
      `INSERT INTO learning_upgrade_requests (id_app, id_user, id_plan, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id_user`,
      [tenant.idApp, session.idUser, plan.idPlan, context.now()],
    );
    if (inserted.length === 0) return reply.code(409).send(failure(learningMessages.upgradeAlreadyRequested));
    const requests = await upgradeRequests(context.db, tenant.idApp, session.idUser);
    return { success: true, message: learningMessages.upgradeRequested, numberRequest: requests.total };
  });
}
