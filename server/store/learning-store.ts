// Reads of the learning area (server/db/schema-learning.sql): the company tree of a tenant and what one
// learner did in it. The tree is read whole (a few hundred rows, one query) so the routes can walk it.
import type { LearningContentItem, Meeting, Team } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';

/** A node as stored: node.json's fields plus where it sits, without its contents and blocks. */
export interface StoredNode {
  nodeCode: string;
  idNode: number;
  parentCode: string | null;
  nodeType: 'ORGANIZATION' | 'LEARNING';
  position: number;
  fields: Record<string, unknown> & { title: string; tags?: string[]; status?: string };
}

export interface LearningTree {
  nodes: StoredNode[];
  byCode: Map<string, StoredNode>;
  children: Map<string | null, StoredNode[]>;
}

export async function loadLearningTree(db: Queryable, idApp: number): Promise<LearningTree> {
  const rows = await db.query<{
    node_code: string;
    id_node: number;
    parent_code: string | null;
    node_type: StoredNode['nodeType'];
    position: number;
    node: StoredNode['fields'];
  }>(
    `SELECT node_code, id_node, parent_code, node_type, position, node
       FROM learning_nodes WHERE id_app = $1 ORDER BY position`,
    [idApp],
  );
  const nodes = rows.map((row) => ({
    nodeCode: row.node_code,
    idNode: row.id_node,
    parentCode: row.parent_code,
    nodeType: row.node_type,
    position: row.position,
    fields: row.node,
  }));
  const children = new Map<string | null, StoredNode[]>();
  for (const node of nodes) children.set(node.parentCode, [...(children.get(node.parentCode) ?? []), node]);
  return { nodes, byCode: new Map(nodes.map((node) => [node.nodeCode, node])), children };
}

/** The node and every node under it, in tree order (the node first). */
export function subtree(
  tree: LearningTree,
  nodeCode: string,
  maxDepth = Number.POSITIVE_INFINITY,
): StoredNode[] {
  const root = tree.byCode.get(nodeCode);
  if (!root) return [];
  const found: StoredNode[] = [];
  const walk = (node: StoredNode, depth: number) => {
    found.push(node);
    if (depth >= maxDepth) return;
    for (const child of tree.children.get(node.nodeCode) ?? []) walk(child, depth + 1);
  };
  walk(root, 0);
  return found;
}

/** From the root down to the node itself. */
export function ancestry(tree: LearningTree, nodeCode: string): StoredNode[] {
  const path: StoredNode[] = [];
  for (
    let node = tree.byCode.get(nodeCode);
    node;
    node = node.parentCode ? tree.byCode.get(node.parentCode) : undefined
  ) {
    path.unshift(node);
  }
  return path;
}

export interface LearnerEnrollment {
  idEnrollment: number;
  idTeam: number;
  status: string;
  nodeCode: string;
  team: Team;
}

export interface LearnerNodeEnrollment {
  idNodeEnrollment: number;
  idEnrollment: number;
  nodeCode: string;
  idParentNodeEnrollment: number | null;
  status: string;
  progress: number;
}

export interface LearnerContentEnrollment {
  idContentEnrollment: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  idContentItem: number;
  status: string;
  progress: number;
  grade: number | null;
  startDate: string | null;
  finishDate: string | null;
  lastAccessDate: string | null;
}

/** Everything one learner did in the learning area: enrollments with their classes, node and content progress. */
export interface LearnerState {
  idUser: number;
  enrollments: LearnerEnrollment[];
  nodeEnrollments: LearnerNodeEnrollment[];
  contentEnrollments: LearnerContentEnrollment[];
  pendingTeams: Set<number>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function loadLearnerState(db: Queryable, idApp: number, idUser: number): Promise<LearnerState> {
  const enrollments = await db.query<{
    id_enrollment: number;
    id_team: number;
    status: string;
    node_code: string;
    team: Team;
  }>(
    `SELECT e.id_enrollment, e.id_team, e.status, t.node_code, t.team
       FROM learning_enrollments e JOIN learning_teams t ON t.id_app = e.id_app AND t.id_team = e.id_team
      WHERE e.id_app = $1 AND e.id_user = $2 ORDER BY e.id_enrollment`,
    [idApp, idUser],
  );
  const nodeEnrollments = await db.query<{
    id_node_enrollment: number;
    id_enrollment: number;
    node_code: string;
    id_parent_node_enrollment: number | null;
    status: string;
    progress: number;
  }>(
    `SELECT n.id_node_enrollment, n.id_enrollment, n.node_code, n.id_parent_node_enrollment, n.status, n.progress
       FROM learning_node_enrollments n
       JOIN learning_enrollments e ON e.id_app = n.id_app AND e.id_enrollment = n.id_enrollment
      WHERE n.id_app = $1 AND e.id_user = $2`,
    [idApp, idUser],
  );
  const contentEnrollments = await db.query<{
    id_content_enrollment: number;
    id_enrollment: number;
    id_node_enrollment: number | null;
    id_content_item: number;
    status: string;
    progress: number;
    grade: number | null;
    start_date: Date | null;
    finish_date: Date | null;
    last_access_date: Date | null;
  }>(
    `SELECT c.* FROM learning_content_enrollments c
       JOIN learning_enrollments e ON e.id_app = c.id_app AND e.id_enrollment = c.id_enrollment
      WHERE c.id_app = $1 AND e.id_user = $2`,
    [idApp, idUser],
  );
  const pending = await db.query<{ id_team: number }>(
    `SELECT id_team FROM learning_enrollment_requests WHERE id_app = $1 AND id_user = $2 AND status = 'PENDING'`,
    [idApp, idUser],
  );
  return {
    idUser,
    enrollments: enrollments.map((row) => ({
      idEnrollment: row.id_enrollment,
      idTeam: row.id_team,
      status: row.status,
      nodeCode: row.node_code,
      team: row.team,
    })),
    nodeEnrollments: nodeEnrollments.map((row) => ({
      idNodeEnrollment: row.id_node_enrollment,
      idEnrollment: row.id_enrollment,
      nodeCode: row.node_code,
      idParentNodeEnrollment: row.id_parent_node_enrollment,
      status: row.status,
      progress: row.progress,
    })),
    contentEnrollments: contentEnrollments.map((row) => ({
      idContentEnrollment: row.id_content_enrollment,
      idEnrollment: row.id_enrollment,
      idNodeEnrollment: row.id_node_enrollment,
      idContentItem: row.id_content_item,
      status: row.status,
      progress: row.progress,
      grade: row.grade,
      startDate: iso(row.start_date),
      finishDate: iso(row.finish_date),
      lastAccessDate: iso(row.last_access_date),
    })),
    pendingTeams: new Set(pending.map((row) => row.id_team)),
  };
}

export interface StoredContent {
  nodeCode: string;
  item: LearningContentItem;
}

export async function loadLearningContents(db: Queryable, idApp: number): Promise<StoredContent[]> {
  const rows = await db.query<{ node_code: string; item: LearningContentItem }>(
    'SELECT node_code, item FROM learning_contents WHERE id_app = $1 ORDER BY node_code, position',
    [idApp],
  );
  return rows.map((row) => ({ nodeCode: row.node_code, item: row.item }));
}

export interface StoredBlock {
  nodeCode: string | null;
  block: Record<string, unknown> & { idBlock: number; blockType: string };
  elements: Record<string, unknown>[];
}

/** The home's blocks (nodeCode null) or a page's, in order, each with its elements as the fixture names them. */
export async function loadBlocks(
  db: Queryable,
  idApp: number,
  nodeCode: string | null,
): Promise<StoredBlock[]> {
  const rows = await db.query<{ block: StoredBlock['block']; elements: Record<string, unknown>[] | null }>(
    `SELECT b.block,
            (SELECT jsonb_agg(e.element ORDER BY e.position) FROM learning_block_elements e
              WHERE e.id_app = b.id_app AND e.id_block = b.id_block) AS elements
       FROM learning_blocks b
      WHERE b.id_app = $1 AND b.node_code IS NOT DISTINCT FROM $2
      ORDER BY b.position`,
    [idApp, nodeCode],
  );
  return rows.map((row) => ({ nodeCode, block: row.block, elements: row.elements ?? [] }));
}

export async function loadTeams(db: Queryable, idApp: number): Promise<Team[]> {
  const rows = await db.query<{ team: Team; meetings: Meeting[] | null }>(
    `SELECT t.team,
            (SELECT jsonb_agg(m.meeting ORDER BY m.position) FROM learning_meetings m
              WHERE m.id_app = t.id_app AND m.id_team = t.id_team) AS meetings
       FROM learning_teams t WHERE t.id_app = $1 ORDER BY t.id_team`,
    [idApp],
  );
  return rows.map((row) => ({ ...row.team, ...(row.meetings ? { meetings: row.meetings } : {}) }));
}
