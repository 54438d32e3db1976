// The learner's activity around the learning pages (learning-area.md 2.4, 4.2, 4.7, 4.8, 7.1, 7.3):
//   GET  /api/learning/tags/?searchString&offset&limit  -> {totalRecords, result}: the tenant's tags (page 10)
//   GET  /api/learning/tags/users/{idUser}              -> {tags}; POST the same with {tags}: the learner's topics
//   GET  /api/learning/nodes/{idNode}/equivalences      -> {result: [{origin: {nodeCode, title}}]}
//   POST /api/learning/contents/{id}/accesses {idEnrollment, type: ACCESS_CONTENT, progress}
//   POST /api/learning/contents/{id}/trackings {startTime, idContentItem, learningArea, idSection?, seconds} -> {earnPoints}
//   GET  /api/learning/students/{idUser}/meetings[?nodeCode] -> {result}: the meetings of the learner's
//        classes, earliest first; with nodeCode only those of that page and the pages under it
//   GET  /api/learning/social/likes/NODE/{idNode}       -> {totalLikes, likedByMe, canLike}
//   POST /api/learning/social/likes/NODE/{idNode} {liked} -> the same, after liking or taking the like back
//   POST /api/learning/social/shares {origin, idUser, idContent} -> 201: 'content/share/click' or '/copy'
//   GET  /api/learning/features/{id}                   -> {active}: the company's feature (EXTERNAL_COURSES...)
//   GET  /api/learning/categories/campaign/{id}         -> {data: category nodes}: the Campaign block's
// Meetings have no path in the spec: the paths are ours, listed in README.md (plans: server/plans/). Liking needs an
// active enrollment in the page's course; anyone signed in may see the count.
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams, localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { ownLearner } from '../learning/access.ts';
import { learningMessages } from '../learning/messages.ts';
import { activeEnrollmentFor, loadLearningView } from '../learning/view-model.ts';
import { pageOf } from '../learning/rules.ts';
import { nodeCards } from '../learning/views.ts';
import { loadLearningTree, subtree, type StoredNode } from '../learning/store.ts';
import { recordContentAccess, recordContentTracking } from './content-records.ts';
import { learningCampaignMessages, learningSocialMessages } from './messages.ts';
import { equivalentOrigins, matchingTags } from './rules.ts';
import * as store from './store.ts';
import { equivalencesView, meetingsView } from './views.ts';

export const learningActivityArea: Area = {
  name: 'learning-activity',
  routes: (context) => {
    const { db, now } = context;
    /** The signed-in learner of the host's tenant. */
    const learnerOf = (request: Parameters<typeof authenticatedOf>[0]) => {
      const { tenant, session } = authenticatedOf(request);
      return { idApp: tenant.idApp, idUser: session.idUser };
    };
    /** The page's node and whether the learner may like it (an active enrollment covering it). */
    const likedNode = async (idApp: number, idUser: number, idNode: number) => {
      const view = await loadLearningView(db, idApp, idUser, now());
      const node = view.tree.nodes.find((candidate) => candidate.idNode === idNode);
      if (!node) return refuse(404, learningMessages.nodeNotFound);
      return { node, canLike: activeEnrollmentFor(view, node.nodeCode) !== undefined };
    };

    return [
      route({
        method: 'GET',
        url: '/api/learning/tags/',
        querystring: apiSchema('learning-tags-query'),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          const { searchString = '', offset = 0, limit = 10 } = request.query;
          const found = matchingTags(await store.tenantTags(db, tenant.idApp), searchString);
          return { totalRecords: found.length, result: pageOf(found, offset, limit) };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/tags/users/:idUser',
        params: idParams('idUser'),
        handler: async (request) => {
          const { idApp, idUser } = ownLearner(request, request.params.idUser);
          return { tags: await store.learnerTags(db, idApp, idUser) };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/tags/users/:idUser',
        params: idParams('idUser'),
        body: apiSchema('learning-user-tags-body'),
        handler: async (request) => {
          const { idApp, idUser } = ownLearner(request, request.params.idUser);
          const known = new Set(await store.tenantTags(db, idApp));
          const unknown = request.body.tags.find((tag) => !known.has(tag));
          if (unknown !== undefined) return refuse(400, learningMessages.unknownTag(unknown));
          await store.saveLearnerTags(db, idApp, idUser, request.body.tags);
          return { tags: request.body.tags };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/nodes/:id/equivalences',
        params: idParams('id'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const tree = (await loadLearningView(db, tenant.idApp, session.idUser, now())).tree;
          const node = tree.nodes.find((candidate) => candidate.idNode === request.params.id);
          if (!node) return refuse(404, learningMessages.nodeNotFound);
          return { result: equivalencesView(equivalentOrigins(tree, node)) };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/contents/:id/accesses',
        params: idParams('id'),
        body: apiSchema('learning-content-access-body'),
        handler: async (request, reply) => {
          await recordContentAccess(context, learnerOf(request), request.params.id, request.body);
          return reply.code(201).send({ success: true, message: learningMessages.accessRecorded });
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/contents/:id/trackings',
        params: idParams('id'),
        body: apiSchema('learning-tracking-body'),
        handler: async (request) => ({
          earnPoints: await recordContentTracking(
            context,
            learnerOf(request),
            request.params.id,
            request.body,
          ),
        }),
      }),
      route({
        method: 'GET',
        url: '/api/learning/students/:idUser/meetings',
        params: idParams('idUser'),
        querystring: apiSchema('learning-meetings-query'),
        handler: async (request) => {
          const { idApp, idUser } = ownLearner(request, request.params.idUser);
          const { nodeCode } = request.query;
          let pages: Set<string> | undefined;
          if (nodeCode !== undefined) {
            const tree = await loadLearningTree(db, idApp);
            if (!tree.byCode.has(nodeCode)) return refuse(404, learningMessages.nodeNotFound);
            pages = new Set(subtree(tree, nodeCode).map((node) => node.nodeCode));
          }
          return { result: meetingsView(await store.learnerMeetings(db, idApp, idUser), pages) };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/features/:id',
        params: localSchema<{ id: string }>({
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[A-Z][A-Z_]{0,63}$' } },
        }),
        handler: async (request) => {
          const { tenant } = authenticatedOf(request);
          return { active: await store.featureIsActive(db, tenant.idApp, request.params.id) };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/social/likes/NODE/:idNode',
        params: idParams('idNode'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const { idNode } = request.params;
          const { canLike } = await likedNode(tenant.idApp, session.idUser, idNode);
          return { ...(await store.likesOf(db, tenant.idApp, session.idUser, idNode)), canLike };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/social/likes/NODE/:idNode',
        params: idParams('idNode'),
        body: apiSchema('learning-like-body'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const { idNode } = request.params;
          const { canLike } = await likedNode(tenant.idApp, session.idUser, idNode);
          if (!canLike) return refuse(403, learningSocialMessages.likeNeedsEnrollment);
          await store.setLike(db, tenant.idApp, session.idUser, idNode, request.body.liked, now());
          return { ...(await store.likesOf(db, tenant.idApp, session.idUser, idNode)), canLike: true };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/social/shares',
        body: apiSchema('learning-share-body'),
        handler: async (request, reply) => {
          const { tenant, session } = authenticatedOf(request);
          const { origin, idUser, idContent } = request.body;
          if (idUser !== session.idUser) return refuse(403, learningSocialMessages.shareOfAnotherLearner);
          await store.recordShare(db, { idApp: tenant.idApp, idUser, idContent, origin }, now());
          return reply.code(201).send({ success: true, message: learningSocialMessages.shareRecorded });
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/categories/campaign/:id',
        params: idParams('id'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const codes = await store.campaignCategoryCodes(db, tenant.idApp, request.params.id);
          if (!codes) return refuse(404, learningCampaignMessages.campaignNotFound);
          const view = await loadLearningView(db, tenant.idApp, session.idUser, now());
          const categories = codes
            .map((code) => view.tree.byCode.get(code))
            .filter((node): node is StoredNode => node !== undefined && node.fields.status !== 'ARCHIVED');
          return { data: nodeCards(view, categories) };
        },
      }),
    ];
  },
};
