// A tenant's learning catalogue (its tree, contents, classes and evaluations), loaded once per process
// and kept while the tenant's fixture is unchanged (issue 21: each home or learning-page request ran 12
// statements that loaded the whole catalogue). Only the seed writes these tables, and it records the
// fixture's hash on the tenant's row (db/seed-tenants.ts): one small query tells whether the kept copy
// is current, also when another process re-seeded. The copy is frozen: views build new objects, and
// one that wrote into a shared item would throw instead of leaking into another learner's answer.
import type { Team } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';
import { loadEvaluations, type StoredEvaluation } from '../evaluations/store.ts';
import {
  loadLearningContents,
  loadLearningTree,
  loadTeams,
  type LearningTree,
  type StoredContent,
} from './store.ts';

export interface Catalogue {
  tree: LearningTree;
  contents: StoredContent[];
  teams: Team[];
  evaluations: StoredEvaluation[];
}

interface Kept {
  version: string | null;
  catalogue: Promise<Catalogue>;
}

// Per database (a test worker runs many servers, each its own database), per tenant.
const kept = new WeakMap<Queryable, Map<number, Kept>>();

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const parts = value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value);
  for (const part of parts) deepFreeze(part);
  return Object.freeze(value);
}

async function loadCatalogue(db: Queryable, idApp: number): Promise<Catalogue> {
  const [tree, contents, teams, evaluations] = await Promise.all([
    loadLearningTree(db, idApp),
    loadLearningContents(db, idApp),
    loadTeams(db, idApp),
    loadEvaluations(db, idApp),
  ]);
  return deepFreeze({ tree, contents, teams, evaluations });
}

/** The tenant's catalogue: the kept copy when the tenant's fixture hash is the one it was loaded at. */
export async function tenantCatalogue(db: Queryable, idApp: number): Promise<Catalogue> {
  const [row] = await db.query<{ version: string | null }>(
    'SELECT fixture_sha256 AS version FROM apps WHERE id_app = $1',
    [idApp],
  );
  const version = row?.version ?? null;
  let tenants = kept.get(db);
  if (!tenants) kept.set(db, (tenants = new Map()));
  const current = tenants.get(idApp);
  if (current && current.version === version && version !== null) return current.catalogue;
  const catalogue = loadCatalogue(db, idApp);
  tenants.set(idApp, { version, catalogue });
  // A failed load is not kept: the next request tries again.
  catalogue.catch(() => tenants.delete(idApp));
  return catalogue;
}
