// A tenant's learning catalogue (its tree, contents, classes and evaluations), loaded once per process
// and kept while the tenant's fixture is unchanged (issue 21: each home or learning-page request ran 12
// statements that loaded the whole catalogue; db/kept-per-fixture.ts). The copy is frozen: views build
// new objects, and one that wrote into a shared item would throw instead of leaking into another
// learner's answer.
import type { Team } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';
import { keptPerFixture } from '../db/kept-per-fixture.ts';
import { loadEvaluations, type StoredEvaluation } from '../evaluations/store.ts';
import {
  loadAllBlocks,
  loadLearningContents,
  loadLearningTree,
  loadTeams,
  type LearningTree,
  type StoredBlock,
  type StoredContent,
} from './store.ts';

export interface Catalogue {
  tree: LearningTree;
  contents: StoredContent[];
  teams: Team[];
  evaluations: StoredEvaluation[];
  /** By node code, in the fixture's order: what every learning view would otherwise group again. */
  contentsByNode: ReadonlyMap<string, StoredContent[]>;
  /** The evaluations a node's page lists (its PRE_TEST is the gate, not a card). */
  evaluationsByNode: ReadonlyMap<string, StoredEvaluation[]>;
  /** The home's blocks (null) and each page's, in order. */
  blocksByNode: ReadonlyMap<string | null, StoredBlock[]>;
  /** Every block by its id (GET /learning/blocks/{idBlock}). */
  blocksById: ReadonlyMap<number, StoredBlock>;
}

/** The items grouped by `key`, each group in the items' order. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const parts = value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value);
  for (const part of parts) deepFreeze(part);
  return Object.freeze(value);
}

async function loadCatalogue(db: Queryable, idApp: number): Promise<Catalogue> {
  const [tree, contents, teams, evaluations, blocks] = await Promise.all([
    loadLearningTree(db, idApp),
    loadLearningContents(db, idApp),
    loadTeams(db, idApp),
    loadEvaluations(db, idApp),
    loadAllBlocks(db, idApp),
  ]);
  return deepFreeze({
    tree,
    contents,
    teams,
    evaluations,
    contentsByNode: groupBy(contents, (content) => content.nodeCode),
    evaluationsByNode: groupBy(
      evaluations.filter((evaluation) => evaluation.fields.evaluationType !== 'PRE_TEST'),
      (evaluation) => evaluation.nodeCode,
    ),
    blocksByNode: groupBy(blocks, (block) => block.nodeCode),
    blocksById: new Map(blocks.map((block) => [block.block.idBlock, block])),
  });
}

const keptCatalogue = keptPerFixture(loadCatalogue);

/** The tenant's catalogue: the kept copy when the tenant's fixture hash is the one it was loaded at. */
export async function tenantCatalogue(db: Queryable, idApp: number): Promise<Catalogue> {
  const [row] = await db.query<{ version: string | null }>(
    'SELECT fixture_sha256 AS version FROM apps WHERE id_app = $1',
    [idApp],
  );
  return keptCatalogue(db, idApp, row?.version ?? null);
}
