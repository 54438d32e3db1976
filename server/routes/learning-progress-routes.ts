// A learner inside an enrollment (learning-area.md 7.2, 7.3, 4.2, 4.3):
//   POST /learning/node-enrollments/ {idUser, idEnrollment, nodeCode, idTeam, idParentNodeEnrollment?} -> {data: {newId}}
//   GET  /learning/students/{u}/enrollments/{e}[/nodes/{idNode}]     -> {data: node, enrollment}
//   GET  /learning/students/{u}/enrollments/{e}/navigation-map?nodeCode&fullMap -> {data: map}
//   POST /learning/content-enrollments/ {idNodeEnrollment, idEnrollment, idContentItem, idUser, progress, status}
//   PUT  /learning/content-enrollments/{id} {status, progress, grade?}  -> {data: content enrollment}
//   GET  /learning/students/{u}/enrollments/{e}/nodeEnrollment/{n}/contents/{c} -> {data, previousItem, nextItem}
// Progress never goes back, a COMPLETED item stays so, and a locked item (4.3) is neither served, started nor moved.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LearningStatus } from '../../src/generated/types.ts';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import type { Database, Queryable } from '../db/database.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../messages-learning.ts';
import { scormContentOf } from '../scorm/scorm-lessons.ts';
import { SCORM_CONTENT_TYPE } from '../../src/shared-rules/learning-locks.ts';
import type { RouteContext } from '../route-context.ts';
import { loadBlocks, subtree, type LearnerEnrollment, type StoredContent } from '../store/learning-store.ts';
import { ownActiveEnrollment } from './learning-enrollment-access.ts';
import { bodySchema, idParams } from './learning-route-helpers.ts';
import { nextId } from '../db/next-id.ts';
import {
  blockView,
  contentEnrollmentOf,
  contentView,
  isActiveEnrollment,
  shownContent,
  isContentLocked,
  isNodeLocked,
  isStepLocked,
  loadLearningView,
  nodeCards,
  nodeEnrollmentView,
  nodeProgress,
  nodeView,
  pathItemsOf,
  type LearningView,
  type PathItem,
} from './learning-views.ts';
import {
  evaluationMapElement,
  evaluationNavigationItem,
  levelEvaluations,
  contentRefusal,
  preTestGate,
} from '../evaluations/course-views.ts';

type Reply = FastifyReply;

type SequenceItem = Exclude<PathItem, { kind: 'NODE' }>;

/**
 * The contents and evaluations of an enrollment's course in map order (each node's own, then its
 * modules'): what the viewer's previous and next buttons walk through (3 Navigation item).
 */
export function sequenceOf(view: LearningView, nodeCode: string): SequenceItem[] {
  return pathItemsOf(view, nodeCode).flatMap((item) =>
    item.kind === 'NODE' ? sequenceOf(view, item.node.nodeCode) : [item],
  );
}

/** The contents of an enrollment's course in map order (each node's contents, then its modules). */
export function contentsInOrder(view: LearningView, nodeCode: string): StoredContent[] {
  return sequenceOf(view, nodeCode).flatMap((item) => (item.kind === 'CONTENT' ? [item.content] : []));
}

/**
 * The map's elements below nodeCode, each with `locked` as the server decides it (4.3: its own step, a
 * prerequisite, or a locked module above it), so the map shows locked what the server refuses.
 */
function mapElementsOf(
  view: LearningView,
  enrollment: LearnerEnrollment,
  nodeCode: string,
  parentLocked: boolean,
): unknown[] {
  const items = pathItemsOf(view, nodeCode);
  return items.map((item, index) => {
    const locked = parentLocked || isStepLocked(view, enrollment, items, index);
    if (item.kind === 'EVALUATION') return evaluationMapElement(view, enrollment, item.evaluation, locked);
    if (item.kind === 'CONTENT') {
      const { item: content, nodeCode: owner } = item.content;
      const row = contentEnrollmentOf(view, enrollment.idEnrollment, content.idContentItem);
      return {
        elementType: 'CONTENT',
        title: content.text,
        ...(content.label ? { label: content.label } : {}),
        idContentType: content.idContentType,
        idElement: content.idContentItem,
        mandatory: content.mandatory === true,
        sequential: content.sequential === true,
        locked,
        nodeCode: owner,
        contentEnrollment: {
          status: row?.status ?? 'NOT_ATTEMPTED',
          progress: row?.progress ?? 0,
          startDate: row?.startDate ?? null,
          idContentItem: content.idContentItem,
          ...(row?.idNodeEnrollment ? { idNodeEnrollment: row.idNodeEnrollment } : {}),
          idEnrollment: enrollment.idEnrollment,
        },
      };
    }
    const { node } = item;
    const {
      enrollment: _enrollment,
      team: _team,
      ...nodeEnrollment
    } = nodeEnrollmentView(view, node.nodeCode, enrollment);
    return {
      elementType: 'NODE',
      title: node.fields.title,
      ...(typeof node.fields.label === 'string' ? { label: node.fields.label } : {}),
      idElement: node.idNode,
      mandatory: node.fields.mandatory === true,
      sequential: node.fields.sequential === true,
      locked,
      nodeCode: node.nodeCode,
      nodeEnrollment,
      mapElements: mapElementsOf(view, enrollment, node.nodeCode, locked),
    };
  });
}

export function navigationItem(
  view: LearningView,
  enrollment: LearnerEnrollment,
  item: SequenceItem,
  last: boolean,
) {
  if (item.kind === 'EVALUATION') return evaluationNavigationItem(view, enrollment, item.evaluation, last);
  const content = item.content;
  const row = contentEnrollmentOf(view, enrollment.idEnrollment, content.item.idContentItem);
  const nodeRow = view.learner.nodeEnrollments.find(
    (candidate) =>
      candidate.idEnrollment === enrollment.idEnrollment && candidate.nodeCode === content.nodeCode,
  );
  return {
    idContentItem: content.item.idContentItem,
    idContentType: content.item.idContentType,
    idContentEnrollment: row?.idContentEnrollment ?? null,
    idEnrollment: enrollment.idEnrollment,
    idNodeEnrollment: nodeRow?.idNodeEnrollment ?? null,
    sequential: content.item.sequential === true,
    nodeCode: content.nodeCode,
    isLastContent: last,
  };
}

/** The previous and next items of the viewer's buttons around the step at index (null at either end). */
export function neighboursAt(
  view: LearningView,
  enrollment: LearnerEnrollment,
  ordered: SequenceItem[],
  index: number,
) {
  const neighbour = (at: number) => {
    const item = ordered[at];
    return item ? navigationItem(view, enrollment, item, at === ordered.length - 1) : null;
  };
  return { previousItem: neighbour(index - 1), nextItem: neighbour(index + 1) };
}

/** The previous and next items around an evaluation of the enrollment's course (none for a pre-test). */
export function evaluationNeighbours(
  view: LearningView,
  enrollment: LearnerEnrollment,
  idEvaluation: number,
) {
  const ordered = sequenceOf(view, enrollment.nodeCode);
  const index = ordered.findIndex(
    (step) => step.kind === 'EVALUATION' && step.evaluation.idEvaluation === idEvaluation,
  );
  return index < 0 ? { previousItem: null, nextItem: null } : neighboursAt(view, enrollment, ordered, index);
}

/** The enrollment's status follows its content: started once any item is, COMPLETED when all are done. */
export async function refreshEnrollmentStatus(
  db: Queryable,
  view: LearningView,
  enrollment: LearnerEnrollment,
  idApp: number,
) {
  if (['COMPLETED', 'PASSED', 'FAILED', 'EXPIRED', 'CANCELED'].includes(enrollment.status)) return;
  const progress = nodeProgress(view, enrollment.nodeCode, enrollment);
  const status = progress >= 100 ? 'COMPLETED' : 'IN_PROGRESS';
  await db.query(
    'UPDATE learning_enrollments SET status = $3, progress = $4 WHERE id_app = $1 AND id_enrollment = $2',
    [idApp, enrollment.idEnrollment, status, progress],
  );
}

export interface NewContentEnrollment {
  idApp: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  idContentItem: number;
  status: string;
  progress: number;
}

/** A learner's first row in a content item (COMPLETED ones are finished now). */
export async function insertContentEnrollment(db: Database, row: NewContentEnrollment, now: Date) {
  await db.transaction(async (tx) => {
    const next = await nextId(tx, 'learning_content_enrollments', 'id_content_enrollment', row.idApp);
    await tx.query(
      `INSERT INTO learning_content_enrollments
         (id_app, id_content_enrollment, id_enrollment, id_node_enrollment, id_content_item, status, progress,
          start_date, finish_date, last_access_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)`,
      [
        row.idApp,
        next,
        row.idEnrollment,
        row.idNodeEnrollment,
        row.idContentItem,
        row.status,
        row.status === 'COMPLETED' ? 100 : row.progress,
        now,
        row.status === 'COMPLETED' ? now : null,
      ],
    );
  });
}

/** Moves a content enrollment on: progress never goes back and a COMPLETED (or PASSED) row stays so. */
export async function updateContentEnrollment(
  db: Queryable,
  idApp: number,
  row: { idContentEnrollment: number; status: string; progress: number },
  change: { status: 'IN_PROGRESS' | 'COMPLETED'; progress: number; grade?: number | null },
  now: Date,
) {
  const done = ['COMPLETED', 'PASSED'].includes(row.status);
  const completes = !done && change.status === 'COMPLETED';
  const status = done ? row.status : change.status;
  const progress = completes || done ? 100 : Math.max(row.progress, change.progress);
  await db.query(
    `UPDATE learning_content_enrollments
        SET status = $3, progress = $4, grade = coalesce($5, grade), last_access_date = $6,
            finish_date = CASE WHEN $7 THEN $6 ELSE finish_date END
      WHERE id_app = $1 AND id_content_enrollment = $2`,
    [idApp, row.idContentEnrollment, status, progress, change.grade ?? null, now, completes],
  );
}

export async function learningProgressRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  /** The learner's own enrollment named by the call, or undefined once the refusal is sent. */
  const ownEnrollment = (request: FastifyRequest, idUser: number, idEnrollment: number, reply: Reply) =>
    ownActiveEnrollment(context, request, reply, idUser, idEnrollment);

  const inCourse = (view: LearningView, enrollment: LearnerEnrollment, nodeCode: string) =>
    subtree(view.tree, enrollment.nodeCode).some((node) => node.nodeCode === nodeCode);

  app.post<{
    Body: {
      idUser: number;
      idEnrollment: number;
      nodeCode: string;
      idTeam: number;
      idParentNodeEnrollment?: number;
    };
  }>(
    '/learning/node-enrollments/',
    { schema: { body: bodySchema('learning-node-enrollment-body.json') } },
    async (request, reply) => {
      const { idUser, idEnrollment, nodeCode, idTeam, idParentNodeEnrollment } = request.body;
      const found = await ownEnrollment(request, idUser, idEnrollment, reply);
      if (!found) return reply;
      const { view, enrollment, idApp } = found;
      if (enrollment.idTeam !== idTeam)
        return reply.code(400).send(failure(learningMessages.teamOfAnotherNode));
      if (!inCourse(view, enrollment, nodeCode))
        return reply.code(404).send(failure(learningMessages.nodeNotFound));
      const existing = view.learner.nodeEnrollments.find(
        (row) => row.idEnrollment === idEnrollment && row.nodeCode === nodeCode,
      );
      if (existing) return { data: { newId: existing.idNodeEnrollment } };
      const parent =
        idParentNodeEnrollment ??
        view.learner.nodeEnrollments.find(
          (row) =>
            row.idEnrollment === idEnrollment && row.nodeCode === view.tree.byCode.get(nodeCode)?.parentCode,
        )?.idNodeEnrollment ??
        null;
      const newId = await context.db.transaction(async (tx) => {
        const next = await nextId(tx, 'learning_node_enrollments', 'id_node_enrollment', idApp);
        await tx.query(
          `INSERT INTO learning_node_enrollments
             (id_app, id_node_enrollment, id_enrollment, node_code, id_parent_node_enrollment, status, progress)
           VALUES ($1, $2, $3, $4, $5, 'NOT_ATTEMPTED', 0)`,
          [idApp, next, idEnrollment, nodeCode, parent],
        );
        return next;
      });
      return reply.code(201).send({ data: { newId } });
    },
  );

  /** The enrollment's node, or one of its course's nodes, with children and blocks. */
  async function enrollmentNode(
    request: FastifyRequest,
    reply: Reply,
    idUser: number,
    idEnrollment: number,
    /** The node by id (/nodes/{idNode}) or by code (?nodeCode=); neither: the enrollment's root. */
    which: { idNode?: number; nodeCode?: string } = {},
  ) {
    const found = await ownEnrollment(request, idUser, idEnrollment, reply);
    if (!found) return reply;
    const { view, enrollment, idApp } = found;
    const node =
      which.idNode !== undefined
        ? view.tree.nodes.find((candidate) => candidate.idNode === which.idNode)
        : view.tree.byCode.get(which.nodeCode ?? enrollment.nodeCode);
    if (!node || !inCourse(view, enrollment, node.nodeCode)) {
      return reply.code(404).send(failure(learningMessages.nodeNotFound));
    }
    const blocks = await loadBlocks(context.db, idApp, node.nodeCode);
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

  // ?nodeCode= names a node below the enrollment's root by its code, as /level/{idEnrollment}/{nodeCode} has it.
  app.get<{ Params: { idUser: number; idEnrollment: number }; Querystring: { nodeCode?: string } }>(
    '/learning/students/:idUser/enrollments/:idEnrollment',
    {
      schema: {
        params: idParams('idUser', 'idEnrollment'),
        querystring: {
          type: 'object',
          properties: { nodeCode: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    (request, reply) => {
      const { idUser, idEnrollment } = request.params;
      return enrollmentNode(request, reply, idUser, idEnrollment, { nodeCode: request.query.nodeCode });
    },
  );

  app.get<{ Params: { idUser: number; idEnrollment: number; idNode: number } }>(
    '/learning/students/:idUser/enrollments/:idEnrollment/nodes/:idNode',
    { schema: { params: idParams('idUser', 'idEnrollment', 'idNode') } },
    (request, reply) => {
      const { idUser, idEnrollment, idNode } = request.params;
      return enrollmentNode(request, reply, idUser, idEnrollment, { idNode });
    },
  );

  app.get<{
    Params: { idUser: number; idEnrollment: number };
    Querystring: { nodeCode?: string; fullMap: boolean };
  }>(
    '/learning/students/:idUser/enrollments/:idEnrollment/navigation-map',
    {
      schema: {
        params: idParams('idUser', 'idEnrollment'),
        querystring: {
          type: 'object',
          properties: {
            nodeCode: { type: 'string', minLength: 1, maxLength: 100 },
            fullMap: { type: 'boolean', default: true },
          },
        },
      },
    },
    async (request, reply) => {
      const found = await ownEnrollment(request, request.params.idUser, request.params.idEnrollment, reply);
      if (!found) return reply;
      const { view, enrollment } = found;
      const from =
        request.query.fullMap || !request.query.nodeCode ? enrollment.nodeCode : request.query.nodeCode;
      const node = view.tree.byCode.get(from);
      if (!node || !inCourse(view, enrollment, from)) {
        return reply.code(404).send(failure(learningMessages.nodeNotFound));
      }
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
  );

  app.get<{
    Params: { idUser: number; idEnrollment: number; idNodeEnrollment: number; idContentItem: number };
  }>(
    '/learning/students/:idUser/enrollments/:idEnrollment/nodeEnrollment/:idNodeEnrollment/contents/:idContentItem',
    { schema: { params: idParams('idUser', 'idEnrollment', 'idNodeEnrollment', 'idContentItem') } },
    async (request, reply) => {
      const found = await ownEnrollment(request, request.params.idUser, request.params.idEnrollment, reply);
      if (!found) return reply;
      const { view, enrollment } = found;
      const ordered = sequenceOf(view, enrollment.nodeCode);
      const index = ordered.findIndex(
        (step) => step.kind === 'CONTENT' && step.content.item.idContentItem === request.params.idContentItem,
      );
      const step = ordered[index];
      const content = step?.kind === 'CONTENT' ? step.content : undefined;
      if (!content) return reply.code(404).send(failure(learningMessages.contentNotInEnrollment));
      // A locked item (4.3) is not served: its address or body would let the learner skip the sequence.
      // A restricted one comes without them anyway, so the viewer can say 'Acesso restrito'.
      const refusal =
        content.item.hasAccess === false ? undefined : contentRefusal(view, enrollment, content);
      if (refusal) return reply.code(409).send(failure(refusal));
      const shown = shownContent(view, content);
      return {
        // A SCORM package's lessons and the learner's data in each (issue 12, server/scorm/).
        data:
          content.item.idContentType === SCORM_CONTENT_TYPE && content.item.hasAccess !== false
            ? {
                ...shown,
                scorm: await scormContentOf(context.db, found.idApp, enrollment.idEnrollment, content.item),
              }
            : shown,
        ...neighboursAt(view, enrollment, ordered, index),
      };
    },
  );

  app.post<{
    Body: {
      idNodeEnrollment: number;
      idEnrollment: number;
      idContentItem: number;
      idUser: number;
      progress: number;
      status: 'NOT_ATTEMPTED' | 'IN_PROGRESS' | 'COMPLETED';
    };
  }>(
    '/learning/content-enrollments/',
    { schema: { body: bodySchema('learning-content-enrollment-create-body.json') } },
    async (request, reply) => {
      const { idNodeEnrollment, idEnrollment, idContentItem, idUser, status } = request.body;
      const found = await ownEnrollment(request, idUser, idEnrollment, reply);
      if (!found) return reply;
      const { view, enrollment, idApp } = found;
      const content = contentsInOrder(view, enrollment.nodeCode).find(
        (candidate) => candidate.item.idContentItem === idContentItem,
      );
      if (!content) return reply.code(404).send(failure(learningMessages.contentNotInEnrollment));
      if (content.item.hasAccess === false) return reply.code(403).send(failure(learningMessages.restricted));
      const refusal = contentRefusal(view, enrollment, content);
      if (refusal) return reply.code(409).send(failure(refusal));
      const existing = contentEnrollmentOf(view, idEnrollment, idContentItem);
      if (existing) return { data: contentView(view, content).contentEnrollment };
      const now = context.now();
      await insertContentEnrollment(
        context.db,
        { idApp, idEnrollment, idNodeEnrollment, idContentItem, status, progress: request.body.progress },
        now,
      );
      const after = await loadLearningView(context.db, idApp, idUser, now);
      await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
      return reply.code(201).send({ data: contentView(after, content).contentEnrollment });
    },
  );

  app.put<{
    Params: { id: number };
    Body: { status: 'IN_PROGRESS' | 'COMPLETED'; progress: number; grade?: number };
  }>(
    '/learning/content-enrollments/:id',
    { schema: { params: idParams('id'), body: bodySchema('learning-content-enrollment-update-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
      const row = view.learner.contentEnrollments.find(
        (candidate) => candidate.idContentEnrollment === request.params.id,
      );
      const enrollment = view.learner.enrollments.find(
        (candidate) => candidate.idEnrollment === row?.idEnrollment,
      );
      const content = view.contents.find((candidate) => candidate.item.idContentItem === row?.idContentItem);
      // Another learner's row is not found either: a learner sees only their own (6).
      if (!row || !enrollment || !content) {
        return reply.code(404).send(failure(learningMessages.contentEnrollmentNotFound));
      }
      if (!isActiveEnrollment(enrollment))
        return reply.code(403).send(failure(learningMessages.enrollmentRequired));
      // The same refusals as the POST and the GET (4.3): a row of a restricted or still locked item
      // (stored before its sequence was set, or by an import) does not move the learner past the sequence.
      if (content.item.hasAccess === false) return reply.code(403).send(failure(learningMessages.restricted));
      const refusal = contentRefusal(view, enrollment, content);
      if (refusal) return reply.code(409).send(failure(refusal));
      const now = context.now();
      await updateContentEnrollment(context.db, tenant.idApp, row, request.body, now);
      const after = await loadLearningView(context.db, tenant.idApp, session.idUser, now);
      await refreshEnrollmentStatus(context.db, after, enrollment, tenant.idApp);
      return { data: contentView(after, content).contentEnrollment };
    },
  );
}
