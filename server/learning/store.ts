// Reads of the learning area (server/db/migrations/0006-learning.sql): the company tree of a tenant, its contents,
// blocks and classes. The tree is read whole (a few hundred rows, one query) so the routes can walk it.
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

/** Every block of the tenant, in order, each with its node (null: the home) and elements as the fixture names them. */
export async function loadAllBlocks(db: Queryable, idApp: number): Promise<StoredBlock[]> {
  const rows = await db.query<{
    nodeCode: string | null;
    block: StoredBlock['block'];
    elements: Record<string, unknown>[] | null;
  }>(
    `SELECT b.node_code AS "nodeCode", b.block,
            (SELECT jsonb_agg(e.element ORDER BY e.position) FROM learning_block_elements e
              WHERE e.id_app = b.id_app AND e.id_block = b.id_block) AS elements
       FROM learning_blocks b
      WHERE b.id_app = $1
      ORDER BY b.position`,
    [idApp],
  );
  return rows.map((row) => ({ nodeCode: row.nodeCode, block: row.block, elements: row.elements ?? [] }));
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

/** The learner's topics of interest (POST /learning/tags/users/{idUser}); none stored: empty. */
export async function loadUserTopics(db: Queryable, idApp: number, idUser: number): Promise<string[]> {
  const [stored] = await db.query<{ tags: string[] }>(
    'SELECT tags FROM learning_user_tags WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return stored?.tags ?? [];
}
