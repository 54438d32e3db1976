// The read side of the learning area (learning-area.md 7.1), for signed-in learners of the host's tenant:
//   GET /api/learning/nodes/{idCompany}                      -> {blocks}: the home
//   GET /api/learning/nodes/{idNode}                         -> {data: node, with childNodes and blocks}
//   GET /api/learning/nodes/side-menu?nodeCode=              -> {data: children}
//   GET /api/learning/catalogs/enrollments                   -> {data: enrollment tree}
//   GET /api/learning/catalogs/{nodeCode}                    -> {data: node, with childNodes and blocks;
//                                                                a course without enrollment: the node alone}
//   GET /api/learning/catalogs/{nodeCode}/nodes?depth&offset&limit&searchString&tags -> {totalRecords, data}
//   GET /api/learning/tags/available?nodeCode=               -> {data: tag names}
//   GET /api/learning/search?searchString&offset&limit       -> {totalRecords, data}
// A node that is not ORGANIZATION opens only with an active enrollment (2.2).
import type { FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { revalidateEveryTime } from '../http/compression.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { learningMessages } from './messages.ts';
import { nodeCodeParams, withDefaults } from './query.ts';
import { folded, matchesSearch, pageOf } from './rules.ts';
import { subtree, type StoredNode } from './store.ts';
import { loadLearningView, mayOpenNode, nodeRefusalMessage, type LearningView } from './view-model.ts';
import { blockView, nodeCards, nodeView } from './views.ts';

export function catalogRoutes(context: RouteContext): AnyRoute[] {
  const viewOf = (request: FastifyRequest) => {
    const { tenant, session } = authenticatedOf(request);
    return loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
  };

  /** The learner's view and the named node (404 when the tenant has none of that code). */
  async function viewWithNode(request: FastifyRequest, code: string) {
    const view = await viewOf(request);
    const node = view.tree.byCode.get(code);
    if (!node) return refuse(404, learningMessages.nodeNotFound);
    return { view, node, idApp: authenticatedOf(request).tenant.idApp };
  }

  /** The node's page: the node with its children and its blocks, or the refusal of 2.2. */
  async function pageOfNode(view: LearningView, idApp: number, node: StoredNode) {
    if (!mayOpenNode(view, node)) return refuse(403, nodeRefusalMessage(view, node.nodeCode));
    const blocks = view.blocksByNode.get(node.nodeCode) ?? [];
    return {
      data: {
        ...nodeView(view, node),
        childNodes: nodeCards(view, view.tree.children.get(node.nodeCode) ?? []),
        blocks: blocks.map((block) => blockView(view, block)),
      },
    };
  }

  return [
    route({
      method: 'GET',
      url: '/api/learning/nodes/side-menu',
      querystring: apiSchema('learning-node-code-query'),
      handler: async (request, reply) => {
        reply.header('cache-control', revalidateEveryTime);
        const { view } = await viewWithNode(request, request.query.nodeCode);
        return { data: nodeCards(view, view.tree.children.get(request.query.nodeCode) ?? []) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/nodes/:id',
      params: idParams('id'),
      handler: async (request, reply) => {
        reply.header('cache-control', revalidateEveryTime);
        const { tenant } = authenticatedOf(request);
        const view = await viewOf(request);
        // The company's id asks for the home (the fixture check keeps node ids away from it).
        if (request.params.id === tenant.idCompany) {
          const blocks = view.blocksByNode.get(null) ?? [];
          return { blocks: blocks.map((block) => blockView(view, block)) };
        }
        const node = view.tree.nodes.find((candidate) => candidate.idNode === request.params.id);
        if (!node) return refuse(404, learningMessages.nodeNotFound);
        return pageOfNode(view, tenant.idApp, node);
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/catalogs/enrollments',
      handler: async (request) => {
        const view = await viewOf(request);
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
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/catalogs/:nodeCode',
      params: nodeCodeParams,
      handler: async (request, reply) => {
        reply.header('cache-control', revalidateEveryTime);
        const { view, node, idApp } = await viewWithNode(request, request.params.nodeCode);
        // A course without an active enrollment is presented, not listed (2.2): the node alone, with its
        // enrolment state, so the page can offer its classes; its children stay behind the listing's 403.
        if (!mayOpenNode(view, node)) return { data: nodeView(view, node) };
        return pageOfNode(view, idApp, node);
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/catalogs/:nodeCode/nodes',
      params: nodeCodeParams,
      querystring: withDefaults(
        apiSchema('learning-catalog-nodes-query'),
        'depth',
        'offset',
        'limit',
        'searchString',
        'tags',
      ),
      handler: async (request) => {
        const { view, node } = await viewWithNode(request, request.params.nodeCode);
        // As the catalog page (2.2): without an enrollment only an ORGANIZATION node's catalog is listed.
        if (!mayOpenNode(view, node)) return refuse(403, learningMessages.catalogNeedsEnrollment);
        const { depth, offset, limit, searchString, tags } = request.query;
        const wantedTags = new Set(
          tags
            .split(',')
            .map((tag) => folded(tag.trim()))
            .filter(Boolean),
        );
        const listed = subtree(view.tree, node.nodeCode, depth)
          .slice(1)
          .filter((candidate) => matchesSearch(candidate, searchString))
          .filter(
            (candidate) =>
              wantedTags.size === 0 ||
              (candidate.fields.tags ?? []).some((tag) => wantedTags.has(folded(tag))),
          );
        return { totalRecords: listed.length, data: nodeCards(view, pageOf(listed, offset, limit)) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/tags/available',
      querystring: apiSchema('learning-node-code-query'),
      handler: async (request) => {
        const { view, node } = await viewWithNode(request, request.query.nodeCode);
        const tags = new Set(subtree(view.tree, node.nodeCode).flatMap((found) => found.fields.tags ?? []));
        return { data: [...tags].sort((a, b) => a.localeCompare(b, 'pt-BR')) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/search',
      querystring: withDefaults(apiSchema('learning-search-query'), 'offset', 'limit'),
      handler: async (request) => {
        const view = await viewOf(request);
        const { searchString, offset, limit } = request.query;
        const found = view.tree.nodes.filter(
          (node) => node.fields.status !== 'ARCHIVED' && matchesSearch(node, searchString),
        );
        return { totalRecords: found.length, data: nodeCards(view, pageOf(found, offset, limit)) };
      },
    }),
  ];
}
