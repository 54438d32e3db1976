// What a learning card reads of a block element (learning-area.md 3, Element), in one place. The
// element's `data` is the node, content item or image as the server sends it, typed loosely until
// the learning entity schemas (node, content item) type it: every field is read here, defensively,
// so the cards switch to the generated Node type by changing this module only.
import type { Element } from '../../generated/types';
import { catalogPath, freeContentPath, levelPath, nodeTreePath } from '../../app/paths';

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
  idContentItem?: number;
  /** The enrollment the element's node belongs to, when the learner is enrolled. */
  idEnrollment?: number;
  /** The learner's progress, 0 to 100, when the element has an enrollment. */
  progress?: number;
}

type Data = Record<string, unknown>;

const text = (data: Data, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
};

const id = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const percent = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : undefined;

export function elementView(element: Element): ElementView {
  const data: Data = element.data ?? {};
  const { elementType: kind, nodeEnrollment, contentEnrollment } = element;
  return {
    kind,
    // A node has a title (and a shortTitle), a content item its text.
    title: text(data, 'title', 'text', 'shortTitle', 'label') ?? '',
    description: text(data, 'description'),
    image: text(data, 'image', 'imageUrl', 'url'),
    nodeCode: text(data, 'nodeCode'),
    nodeType: text(data, 'nodeType'),
    idContentItem: id(data.idContentItem) ?? (kind === 'CONTENT' ? id(element.idElement) : undefined),
    idEnrollment: id(nodeEnrollment?.enrollment?.idEnrollment),
    progress: percent(nodeEnrollment?.progress ?? contentEnrollment?.progress),
  };
}

/**
 * Where a card leads (learning-area.md 2.2): a node to its learning page when the learner is
 * enrolled (/level/{idEnrollment}/{nodeCode}), else to its catalog page (/catalog/{nodeCode}); a
 * journey card to /nodeTree/{nodeCode}; a content to /contentNode/{idContent}. An element with
 * neither (an evaluation, an image alone) leads nowhere.
 */
export function elementPath(view: ElementView, { journey = false } = {}): string | undefined {
  const { nodeCode, idEnrollment, idContentItem } = view;
  if (nodeCode !== undefined) {
    if (journey) return nodeTreePath(nodeCode);
    return idEnrollment === undefined ? catalogPath(nodeCode) : levelPath(idEnrollment, nodeCode);
  }
  return idContentItem === undefined ? undefined : freeContentPath(idContentItem);
}
