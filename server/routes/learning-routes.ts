// The read side of the learning area (learning-area.md 7.1), for signed-in learners of the host's tenant:
//   GET /learning/nodes/{idCompany}                      -> {blocks}: the home
//   GET /learning/nodes/{idNode}                         -> {data: node, with childNodes and blocks}
//   GET /learning/nodes/side-menu?nodeCode=              -> {data: children}
//   GET /learning/catalogs/enrollments                   -> {data: enrollment tree}
//   GET /learning/catalogs/{nodeCode}                    -> {data: node, with childNodes and blocks;
//                                                            a course without enrollment: the node alone}
//   GET /learning/catalogs/{nodeCode}/nodes?depth&offset&limit&searchString&tags -> {totalRecords, data}
//   GET /learning/tags/available?nodeCode=               -> {data: tag names}
//   GET /learning/search?searchString&offset&limit       -> {totalRecords, data}
//   GET /learning/students/{idUser}/enrollments-in-progress -> {data}
//   GET /learning/students/{idUser}/recommendations?offset&limit -> {totalRecords, result}
// A node that is not ORGANIZATION opens only with an active enrollment (2.2); a learner reads only their own
// enrollments and recommendations (6).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../messages-learning.ts';
import type { RouteContext } from '../route-context.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import { idParams, paging } from './learning-route-helpers.ts';
import { loadBlocks, subtree, type StoredNode } from '../store/learning-store.ts';
import {
  activeEnrollmentFor,
  blockView,
  folded,
  isActiveEnrollment,
  loadLearningView,
  matchesSearch,
  mayOpenNode,
  nodeCards,
  nodeView,
  pageOf,
  shownContent,
  type LearningView,
} from './learning-views.ts';

const nodeCode = { type: 'string', minLength: 1, maxLength: 100 } as const;
const idUserParams = { params: idParams('idUser') };

/** Search page 5 (learning-area.md 9); the catalog fetches 2 x columns per step, at most 100 here. */
const searchPageSize = 5;
const catalogPageSize = 10;

export async function learningRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  const viewOf = (idApp: number, idUser: number) =>
    loadLearningView(context.db, idApp, idUser, context.now());

  /** The learner's view and the named node, or undefined once a 404 is sent. */
  async function viewWithNode(request: FastifyRequest, code: string, reply: FastifyReply) {
    const { tenant, session } = authenticatedOf(request);
    const view = await viewOf(tenant.idApp, session.idUser);
    const node = view.tree.byCode.get(code);
    if (node) return { view, node, idApp: tenant.idApp };
    void reply.code(404).send(failure(learningMessages.nodeNotFound));
    return undefined;
  }

  /** The node's page: the node with its children and its blocks, or the refusal of 2.2. */
  async function pageOfNode(view: LearningView, idApp: number, node: StoredNode, reply: FastifyReply) {
    if (!mayOpenNode(view, node)) return reply.code(403).send(failure(learningMessages.enrollmentRequired));
    const blocks = await loadBlocks(context.db, idApp, node.nodeCode);
    return {
      data: {
        ...nodeView(view, node),
        childNodes: nodeCards(view, view.tree.children.get(node.nodeCode) ?? []),
        blocks: blocks.map((block) => blockView(view, block)),
      },
    };
  }

  app.get<{ Querystring: { nodeCode: string } }>(
    '/learning/nodes/side-menu',
    { schema: { querystring: { type: 'object', required: ['nodeCode'], properties: { nodeCode } } } },
    async (request, reply) => {
      const found = await viewWithNode(request, request.query.nodeCode, reply);
      if (!found) return reply;
      const { view } = found;
      const children = view.tree.children.get(request.query.nodeCode) ?? [];
      return { data: nodeCards(view, children) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/learning/nodes/:id',
    {
      schema: {
        params: idParams('id'),
      },
    },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const view = await viewOf(tenant.idApp, session.idUser);
      // The company's id asks for the home (the fixture check keeps node ids away from it).
      if (request.params.id === tenant.idCompany) {
        const blocks = await loadBlocks(context.db, tenant.idApp, null);
        return { blocks: blocks.map((block) => blockView(view, block)) };
      }
      const node = view.tree.nodes.find((candidate) => candidate.idNode === request.params.id);
      if (!node) return reply.code(404).send(failure(learningMessages.nodeNotFound));
      return pageOfNode(view, tenant.idApp, node, reply);
    },
  );

  // A learning content item by its id alone (7.1 "load of content by id only", path not shown): the free
  // content screen /contentNode/{idContent}; the learner's progress comes with it when enrolled.
  app.get<{ Params: { id: number } }>(
    '/learning/contents/:id',
    {
      schema: {
        params: idParams('id'),
      },
    },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const view = await viewOf(tenant.idApp, session.idUser);
      const content = view.contents.find((candidate) => candidate.item.idContentItem === request.params.id);
      if (!content) return reply.code(404).send(failure(learningMessages.contentNotFound));
      // Inside an active enrollment the sequence holds on this address too (4.3).
      const enrollment = activeEnrollmentFor(view, content.nodeCode);
      const refusal =
        content.item.hasAccess !== false && enrollment
          ? contentRefusal(view, enrollment, content)
          : undefined;
      if (refusal) return reply.code(409).send(failure(refusal));
      // An enrolled learner's first open here creates the content enrollment too (4.2): the answer says in
      // which enrollment and node, since this address names neither.
      const covered = enrollment && content.item.hasAccess !== false;
      const nodeRow = view.learner.nodeEnrollments.find(
        (row) => row.idEnrollment === enrollment?.idEnrollment && row.nodeCode === content.nodeCode,
      );
      return {
        data: shownContent(view, content),
        ...(covered
          ? {
              enrollment: {
                idUser: session.idUser,
                idEnrollment: enrollment.idEnrollment,
                idTeam: enrollment.idTeam,
                nodeCode: content.nodeCode,
                ...(nodeRow ? { idNodeEnrollment: nodeRow.idNodeEnrollment } : {}),
              },
            }
          : {}),
      };
    },
  );

  app.get('/learning/catalogs/enrollments', async (request) => {
    const { tenant, session } = authenticatedOf(request);
    const view = await viewOf(tenant.idApp, session.idUser);
    // One group per parent of an enrolled node (its school), in the tree's order.
    const groups = new Map<string | null, StoredNode[]>();
    for (const enrollment of view.learner.enrollments) {
      const node = view.tree.byCode.get(enrollment.nodeCode);
      if (!node || groups.get(node.parentCode)?.includes(node)) continue;
      groups.set(node.parentCode, [...(groups.get(node.parentCode) ?? []), node]);
    }
    return {
      data: [...groups.entries()].map(([parentCode, nodes]) => {
        const parent = parentCode === null ? undefined : view.tree.byCode.get(parentCode);
        return {
          title: parent?.fields.title ?? null,
          ...(parent ? { nodeCode: parent.nodeCode } : {}),
          nodes: nodes.map((node) => nodeView(view, node)),
          children: [],
        };
      }),
    };
  });

  app.get<{ Params: { nodeCode: string } }>(
    '/learning/catalogs/:nodeCode',
    { schema: { params: { type: 'object', required: ['nodeCode'], properties: { nodeCode } } } },
    async (request, reply) => {
      const found = await viewWithNode(request, request.params.nodeCode, reply);
      if (!found) return reply;
      const { view, node, idApp } = found;
      // A course without an active enrollment is presented, not listed (2.2): the node alone, with its
      // enrolment state, so the page can offer its classes; its children stay behind the listing's 403.
      if (!mayOpenNode(view, node)) return { data: nodeView(view, node) };
      return pageOfNode(view, idApp, node, reply);
    },
  );

  app.get<{
    Params: { nodeCode: string };
    Querystring: { depth: number; offset: number; limit: number; searchString: string; tags: string };
  }>(
    '/learning/catalogs/:nodeCode/nodes',
    {
      schema: {
        params: { type: 'object', required: ['nodeCode'], properties: { nodeCode } },
        querystring: {
          type: 'object',
          properties: {
            depth: { type: 'integer', minimum: 1, maximum: 10, default: 1 },
            ...paging(catalogPageSize),
            // The catalog block's search box takes at most 25 characters (learning-area.md 2.3, 9).
            searchString: { type: 'string', maxLength: 25, default: '' },
            tags: { type: 'string', maxLength: 1000, default: '' },
          },
        },
      },
    },
    async (request, reply) => {
      const found = await viewWithNode(request, request.params.nodeCode, reply);
      if (!found) return reply;
      const { view } = found;
      // As the catalog page (2.2): without an enrollment only an ORGANIZATION node's catalog is listed.
      if (!mayOpenNode(view, found.node))
        return reply.code(403).send(failure(learningMessages.catalogNeedsEnrollment));
      const { depth, offset, limit, searchString, tags } = request.query;
      const wantedTags = new Set(
        tags
          .split(',')
          .map((tag) => folded(tag.trim()))
          .filter(Boolean),
      );
      const listed = subtree(view.tree, request.params.nodeCode, depth)
        .slice(1)
        .filter((node) => matchesSearch(node, searchString))
        .filter(
          (node) =>
            wantedTags.size === 0 || (node.fields.tags ?? []).some((tag) => wantedTags.has(folded(tag))),
        );
      return { totalRecords: listed.length, data: nodeCards(view, pageOf(listed, offset, limit)) };
    },
  );

  app.get<{ Querystring: { nodeCode: string } }>(
    '/learning/tags/available',
    { schema: { querystring: { type: 'object', required: ['nodeCode'], properties: { nodeCode } } } },
    async (request, reply) => {
      const found = await viewWithNode(request, request.query.nodeCode, reply);
      if (!found) return reply;
      const tags = new Set(
        subtree(found.view.tree, found.node.nodeCode).flatMap((node) => node.fields.tags ?? []),
      );
      return { data: [...tags].sort((a, b) => a.localeCompare(b, 'pt-BR')) };
    },
  );

  app.get<{ Querystring: { searchString: string; offset: number; limit: number } }>(
    '/learning/search',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['searchString'],
          // The header's search takes at most 300 characters and never sends an empty one (2.4, 9).
          properties: {
            searchString: { type: 'string', minLength: 1, maxLength: 300 },
            ...paging(searchPageSize),
          },
        },
      },
    },
    async (request) => {
      const { tenant, session } = authenticatedOf(request);
      const view = await viewOf(tenant.idApp, session.idUser);
      const { searchString, offset, limit } = request.query;
      const found = view.tree.nodes.filter(
        (node) => node.fields.status !== 'ARCHIVED' && matchesSearch(node, searchString),
      );
      return {
        totalRecords: found.length,
        data: nodeCards(view, pageOf(found, offset, limit)),
      };
    },
  );

  /** A learner reads only their own enrollments (6): another id is refused, never answered with theirs. */
  function ownLearner(idUser: number, sessionUser: number, reply: FastifyReply): boolean {
    if (idUser === sessionUser) return true;
    void reply.code(403).send(failure(learningMessages.otherLearner));
    return false;
  }

  app.get<{ Params: { idUser: number } }>(
    '/learning/students/:idUser/enrollments-in-progress',
    { schema: idUserParams },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (!ownLearner(request.params.idUser, session.idUser, reply)) return reply;
      const view = await viewOf(tenant.idApp, session.idUser);
      const inProgress = view.learner.enrollments
        .filter(
          (enrollment) =>
            isActiveEnrollment(enrollment) && !['COMPLETED', 'PASSED'].includes(enrollment.status),
        )
        .flatMap((enrollment) => {
          const node = view.tree.byCode.get(enrollment.nodeCode);
          return node && node.fields.status !== 'ARCHIVED' ? [nodeView(view, node)] : [];
        });
      return { data: inProgress };
    },
  );

  app.get<{ Params: { idUser: number }; Querystring: { offset: number; limit: number } }>(
    '/learning/students/:idUser/recommendations',
    {
      schema: {
        ...idUserParams,
        querystring: {
          type: 'object',
          properties: { idUser: { type: 'integer', minimum: 1 }, ...paging(catalogPageSize) },
        },
      },
    },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (!ownLearner(request.params.idUser, session.idUser, reply)) return reply;
      const view = await viewOf(tenant.idApp, session.idUser);
      // Courses the learner may take and has not: open to self-enrollment, not restricted, with a class;
      // those sharing more of the learner's topics of interest first, then the most viewed.
      const [stored] = await context.db.query<{ tags: string[] }>(
        'SELECT tags FROM learning_user_tags WHERE id_app = $1 AND id_user = $2',
        [tenant.idApp, session.idUser],
      );
      const topics = new Set(stored?.tags ?? []);
      const affinity = (node: StoredNode) => (node.fields.tags ?? []).filter((tag) => topics.has(tag)).length;
      const recommended = view.tree.nodes
        .filter(
          (node) =>
            node.nodeType === 'LEARNING' &&
            node.fields.selfEnrollment === true &&
            node.fields.hasAccess !== false &&
            node.fields.status !== 'ARCHIVED' &&
            activeEnrollmentFor(view, node.nodeCode) === undefined &&
            view.teams.some((team) => team.nodeCode === node.nodeCode),
        )
        .sort(
          (a, b) => affinity(b) - affinity(a) || Number(b.fields.views ?? 0) - Number(a.fields.views ?? 0),
        );
      const { offset, limit } = request.query;
      return {
        totalRecords: recommended.length,
        result: nodeCards(view, pageOf(recommended, offset, limit)),
      };
    },
  );
}
