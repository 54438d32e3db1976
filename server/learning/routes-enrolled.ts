// What a learner reads inside an enrollment (learning-area.md 7.2, 7.3, 4.2, 4.3):
//   GET /api/learning/students/{u}/enrollments/{e}[/nodes/{idNode}]     -> {data: node, enrollment}
//   GET /api/learning/students/{u}/enrollments/{e}/navigation-map?nodeCode&fullMap -> {data: map}
//   GET /api/learning/students/{u}/enrollments/{e}/nodeEnrollment/{n}/contents/{c} -> {data, previousItem, nextItem}
// A locked item (4.3) is not served.
import type { FastifyRequest } from 'fastify';
import type { LearningStatus } from '../../src/generated/types.ts';
import { SCORM_CONTENT_TYPE } from '../../src/shared-rules/learning-locks.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { contentRefusal, levelEvaluations, preTestGate } from '../evaluations/course-views.ts';
import { scormContentOf } from '../scorm/scorm-lessons.ts';
import { ownEnrollment } from './access.ts';
import { learningMessages } from './messages.ts';
import { withDefaults } from './query.ts';
import { inCourse, mapElementsOf, neighboursAt, sequenceOf } from './navigation.ts';
import { isContentLocked, isNodeLocked } from './path-rules.ts';
import { nodeProgress } from './view-model.ts';
import { blockView, nodeCards, nodeEnrollmentView, nodeView, shownContent } from './views.ts';

export function enrolledRoutes(context: RouteContext): AnyRoute[] {
  /** The enrollment's node, or one of its course's nodes, with children and blocks. */
  async function enrollmentNode(
    request: FastifyRequest,
    idUser: number,
    idEnrollment: number,
    /** The node by id (/nodes/{idNode}) or by code (?nodeCode=); neither: the enrollment's root. */
    which: { idNode?: number; nodeCode?: string } = {},
  ) {
    const { view, enrollment } = await ownEnrollment(context, request, idUser, idEnrollment);
    const node =
      which.idNode !== undefined
        ? view.tree.nodes.find((candidate) => candidate.idNode === which.idNode)
        : view.tree.byCode.get(which.nodeCode ?? enrollment.nodeCode);
    if (!node || !inCourse(view, enrollment, node.nodeCode))
      return refuse(404, learningMessages.nodeNotFound);
    const blocks = view.blocksByNode.get(node.nodeCode) ?? [];
    const contents = view.contentsByNode.get(node.nodeCode) ?? [];
    const preTest = preTestGate(view, enrollment, node.nodeCode);
    return {
      // The node's PRE_TEST not finished yet: the browser shows the mandatory pre-test gate (4.5).
      ...(preTest ? { preTest } : {}),
      data: {
        ...nodeView(view, node),
        childNodes: nodeCards(view, view.tree.children.get(node.nodeCode) ?? []),
        blocks: blocks.map((block) => blockView(view, block)),
      },
      contents: contents.map((content) => shownContent(view, content)),
      lockedContents: contents
        .filter((content) => isContentLocked(view, enrollment, content))
        .map((content) => content.item.idContentItem),
      evaluations: levelEvaluations(view, enrollment, node.nodeCode),
      enrollment: {
        idEnrollment: enrollment.idEnrollment,
        idUser: view.learner.idUser,
        idTeam: enrollment.idTeam,
        status: enrollment.status as LearningStatus,
        progress: nodeProgress(view, enrollment.nodeCode, enrollment),
        team: enrollment.team,
      },
    };
  }

  return [
    // ?nodeCode= names a node below the enrollment's root by its code, as /level/{idEnrollment}/{nodeCode} has it.
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/enrollments/:idEnrollment',
      params: idParams('idUser', 'idEnrollment'),
      querystring: apiSchema('learning-enrollment-node-query'),
      handler: (request) => {
        const { idUser, idEnrollment } = request.params;
        return enrollmentNode(request, idUser, idEnrollment, { nodeCode: request.query.nodeCode });
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/enrollments/:idEnrollment/nodes/:idNode',
      params: idParams('idUser', 'idEnrollment', 'idNode'),
      handler: (request) => {
        const { idUser, idEnrollment, idNode } = request.params;
        return enrollmentNode(request, idUser, idEnrollment, { idNode });
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/enrollments/:idEnrollment/navigation-map',
      params: idParams('idUser', 'idEnrollment'),
      querystring: withDefaults(apiSchema('learning-navigation-map-query'), 'fullMap'),
      handler: async (request) => {
        const { idUser, idEnrollment } = request.params;
        const { view, enrollment } = await ownEnrollment(context, request, idUser, idEnrollment);
        const { fullMap, nodeCode } = request.query;
        const from = fullMap || !nodeCode ? enrollment.nodeCode : nodeCode;
        const node = view.tree.byCode.get(from);
        if (!node || !inCourse(view, enrollment, from)) return refuse(404, learningMessages.nodeNotFound);
        const {
          enrollment: _enrollment,
          team: _team,
          ...nodeEnrollment
        } = nodeEnrollmentView(view, from, enrollment);
        return {
          data: {
            title: node.fields.title,
            ...(typeof node.fields.label === 'string' ? { label: node.fields.label } : {}),
            nodeEnrollment,
            mapElements: mapElementsOf(view, enrollment, from, isNodeLocked(view, enrollment, from)),
          },
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/enrollments/:idEnrollment/nodeEnrollment/:idNodeEnrollment/contents/:idContentItem',
      params: idParams('idUser', 'idEnrollment', 'idNodeEnrollment', 'idContentItem'),
      handler: async (request) => {
        const { idUser, idEnrollment, idContentItem } = request.params;
        const found = await ownEnrollment(context, request, idUser, idEnrollment);
        const { view, enrollment } = found;
        const ordered = sequenceOf(view, enrollment.nodeCode);
        const index = ordered.findIndex(
          (step) => step.kind === 'CONTENT' && step.content.item.idContentItem === idContentItem,
        );
        const step = ordered[index];
        const content = step?.kind === 'CONTENT' ? step.content : undefined;
        if (!content) return refuse(404, learningMessages.contentNotInEnrollment);
        // A locked item (4.3) is not served: its address or body would let the learner skip the sequence.
        // A restricted one comes without them anyway, so the viewer can say 'Acesso restrito'.
        const refusal =
          content.item.hasAccess === false ? undefined : contentRefusal(view, enrollment, content);
        if (refusal) return refuse(409, refusal);
        const shown = shownContent(view, content);
        return {
          // A SCORM package's lessons and the learner's data in each (issue 12, server/scorm/).
          data:
            content.item.idContentType === SCORM_CONTENT_TYPE && content.item.hasAccess !== false
              ? { ...shown, scorm: await scormContentOf(context.db, found.idApp, idEnrollment, content.item) }
              : shown,
          ...neighboursAt(view, enrollment, ordered, index),
        };
      },
    }),
  ];
}
