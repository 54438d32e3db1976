// What a learning card reads of a block element (learning-area.md 3, Element), in one place: a NODE
// element's data is a Node, a CONTENT element's a learning content item (schemas/element.json types
// them by elementType); an IMAGE or EVALUATION element's data is read as the server sends it.
import type { Element, Node } from '../../generated/types';
import {
  avatarLevelPath,
  catalogPath,
  enrolledContentPath,
  evaluationEntryPath,
  freeContentPath,
  fromSearchPath,
  levelPath,
  nodeTreePath,
} from '../../paths/learning-paths';
import type { CardFacts } from '../../shared-rules/learning-cards';

export type ElementKind = Element['elementType'];

/** What a card draws of one element. */
export interface ElementView {
  kind: ElementKind;
  title: string;
  description?: string;
  image?: string;
  nodeCode?: string;
  /** ORGANIZATION or LEARNING (learning-area.md 3, Node). */
  nodeType?: string;
  /** A node's numeric id: an avatar card opens /level?nodeLevel={idNode} (2.2). */
  idNode?: number;
  idContentItem?: number;
  /** The enrollment the element's node belongs to, when the learner is enrolled. */
  idEnrollment?: number;
  /** The learner's progress, 0 to 100, when the element has an enrollment. */
  progress?: number;
  /** What the card's state is decided from (4.4, shared-rules/learning-cards.ts). */
  facts?: CardFacts;
  /** Locked by the sequential rules of 4.3: shown, not opened. */
  locked?: boolean;
  /** A content of a level: opened inside its enrollment (/contentNode/.../{idEnrollment}/{idUser}/-). */
  enrolledContent?: { idNodeEnrollment: number; idUser: number; idContentType: number };
  /** An EVALUATION element: opened at its latest questionnaire, or started (evaluationEntryPath). */
  evaluation?: { idEvaluation: number; idNodeEnrollment?: number; idQuestionnaire?: number };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const id = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const percent = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : undefined;

/** What the element's own data says: a node or a content item as their schemas type them (the
 * engine checked the element against element.json), an image or evaluation as the server sends it. */
function dataView(element: Element): Omit<ElementView, 'kind' | 'idEnrollment' | 'progress'> {
  if (element.elementType === 'NODE') {
    const node = element.data;
    if (!node) return { title: '' };
    return {
      title: text(node.title) ?? text(node.shortTitle) ?? text(node.label) ?? '',
      description: text(node.description),
      image: text(node.image),
      nodeCode: text(node.nodeCode),
      nodeType: node.nodeType,
      idNode: id(node.idNode) ?? id(element.idNode),
    };
  }
  if (element.elementType === 'CONTENT') {
    const item = element.data;
    return {
      title: text(item?.text) ?? text(item?.label) ?? '',
      description: text(item?.description),
      image: text(item?.image),
      idContentItem: id(item?.idContentItem) ?? id(element.idElement),
    };
  }
  const data = element.data ?? {};
  return {
    title: text(data.title) ?? text(data.text) ?? '',
    description: text(data.description),
    image: text(data.image) ?? text(data.imageUrl) ?? text(data.url),
    nodeCode: text(data.nodeCode),
    idContentItem: id(data.idContentItem),
  };
}

/**
 * The facts of a card's state (4.4): the node's own enrollment when the server sent it. An image or
 * an evaluation has no enrolment state of its own.
 */
function factsOf(element: Element): CardFacts | undefined {
  if (element.elementType === 'NODE') {
    const node = element.data;
    const own = node?.nodeEnrollment;
    const idEnrollment = own?.enrollment?.idEnrollment ?? element.nodeEnrollment?.enrollment?.idEnrollment;
    return {
      kind: 'NODE',
      nodeType: node?.nodeType,
      processing: own?.processing === true,
      enrollment:
        idEnrollment === undefined
          ? undefined
          : {
              status: own?.enrollment?.status ?? own?.status,
              team: own?.team ?? element.nodeEnrollment?.team,
            },
      hasNodeEnrollment: (own?.idNodeEnrollment ?? element.nodeEnrollment?.idNodeEnrollment) !== undefined,
      // Absent is read as allowed: only a node that says false closes itself (the server decides anyway).
      selfEnrollment: node?.selfEnrollment !== false,
    };
  }
  if (element.elementType !== 'CONTENT') return undefined;
  const status = element.contentEnrollment?.status;
  // Inside an active enrolment (the server sends its node enrollment) even before it is started.
  const enrolled = element.contentEnrollment || element.nodeEnrollment?.enrollment?.idEnrollment;
  return { kind: 'CONTENT', enrollment: enrolled ? { status } : undefined };
}

export function elementView(element: Element): ElementView {
  const { nodeEnrollment, contentEnrollment } = element;
  const card = element.elementType === 'EVALUATION' ? element.data : undefined;
  const evaluation = element.elementType === 'EVALUATION' ? evaluationOf(element) : undefined;
  return {
    kind: element.elementType,
    ...dataView(element),
    idEnrollment: id(
      nodeEnrollment?.enrollment?.idEnrollment ?? nodeEnrollmentOfData(element) ?? card?.idEnrollment,
    ),
    progress: percent(nodeEnrollment?.progress ?? contentEnrollment?.progress ?? card?.progress),
    facts: factsOf(element),
    ...(evaluation ? { evaluation } : {}),
  };
}

/**
 * An EVALUATION element's ids (its data is an evaluation-card.json, contract B): the evaluation, the
 * node enrollment it is started in, and the learner's latest questionnaire.
 */
function evaluationOf(element: Extract<Element, { elementType: 'EVALUATION' }>): ElementView['evaluation'] {
  const card = element.data;
  const idEvaluation = id(card?.idEvaluation) ?? id(element.idElement);
  if (idEvaluation === undefined) return undefined;
  const idNodeEnrollment = id(card?.idNodeEnrollment) ?? id(element.nodeEnrollment?.idNodeEnrollment);
  const idQuestionnaire = id(card?.questionnaire?.idQuestionnaire);
  return {
    idEvaluation,
    ...(idNodeEnrollment === undefined ? {} : { idNodeEnrollment }),
    ...(idQuestionnaire === undefined ? {} : { idQuestionnaire }),
  };
}

const nodeEnrollmentOfData = (element: Element) =>
  element.elementType === 'NODE' ? element.data?.nodeEnrollment?.enrollment?.idEnrollment : undefined;

/** A child node of a learning page as a card: its own node enrollment carries its state and progress. */
export function nodeView(node: Node): ElementView {
  return elementView({
    elementType: 'NODE',
    idNode: node.idNode,
    idElement: node.idNode,
    data: node,
    ...(node.nodeEnrollment ? { nodeEnrollment: node.nodeEnrollment } : {}),
  } as Element);
}

/**
 * Where a card leads (learning-area.md 2.2): a node to its learning page when the learner is
 * enrolled (/level/{idEnrollment}/{nodeCode}), else to its catalog page (/catalog/{nodeCode}); a
 * journey card to /nodeTree/{nodeCode}; a content to /contentNode/{idContent}. An element with
 * neither (an image alone, an evaluation outside an enrollment) leads nowhere; an evaluation of an
 * enrollment to its latest questionnaire, or to its start (evaluationEntryPath). `fromSearch`: a search result's learning
 * page says the learner came from search (fromSearchPath), so it opens no single content by itself.
 * `enrolling`: the card offers an enrolment or a re-enrolment (4.4), its catalog page presents the course.
 */
export function elementPath(
  view: ElementView,
  { journey = false, avatar = false, fromSearch = false, enrolling = false } = {},
): string | undefined {
  const { nodeCode, idEnrollment, idContentItem, enrolledContent, evaluation } = view;
  // An avatar card of a group of courses opens that group's level (2.2, /level?nodeLevel={n}).
  if (avatar && view.nodeType === 'ORGANIZATION' && view.idNode !== undefined)
    return avatarLevelPath(view.idNode);
  if (evaluation?.idNodeEnrollment !== undefined && idEnrollment !== undefined)
    return evaluationEntryPath({
      idEnrollment,
      ...evaluation,
      idNodeEnrollment: evaluation.idNodeEnrollment,
    });
  if (enrolledContent && idContentItem !== undefined && idEnrollment !== undefined) {
    return enrolledContentPath({ idContentItem, idEnrollment, ...enrolledContent });
  }
  // A block's content inside an enrolment: its course's page, where it opens in the enrolment (and
  // its pre-test or sequence holds), never the free-content address the server refuses for it.
  if (view.kind === 'CONTENT' && idEnrollment !== undefined) return levelPath(idEnrollment);
  if (nodeCode !== undefined) {
    // A card offering (re-)enrolment (4.4) leads to the course's presentation, its catalog page: its
    // level needs an active enrollment, which an ended one (EXPIRED, FAILED) is not.
    if (enrolling) return catalogPath(nodeCode);
    if (journey) return nodeTreePath(nodeCode);
    if (idEnrollment === undefined) return catalogPath(nodeCode);
    const level = levelPath(idEnrollment, nodeCode);
    return fromSearch ? fromSearchPath(level) : level;
  }
  return idContentItem === undefined ? undefined : freeContentPath(idContentItem);
}

/**
 * A node of a listing (catalog, recommendations, enrollments in progress, search results, the header's
 * menus) as the NODE element a block
 * would hold, so it is drawn by the same card: the node is its data, its enrollment the element's.
 */
export function nodeElement(node: Node): Element {
  return {
    elementType: 'NODE',
    // A listing's node may come without its numeric id; no card reads it (elementView).
    idNode: node.idNode ?? 0,
    data: { ...node },
    ...(node.nodeEnrollment ? { nodeEnrollment: node.nodeEnrollment } : {}),
  };
}
