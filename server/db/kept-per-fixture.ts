// What a tenant's fixture alone decides (its catalogue, its protected files), loaded once per process
// and kept while the fixture is unchanged. Only the seed writes those tables, and it records the
// fixture's hash on the tenant's row (apps.fixture_sha256, db/seed-tenants.ts): the caller reads that
// hash with one small query, which also notices when another process re-seeded.
import type { Queryable } from './database.ts';

interface Kept<T> {
  version: string;
  value: Promise<T>;
}

/**
 * `load` kept per database (a test worker runs many servers, each its own database) and per tenant,
 * for as long as the version the caller read is the one it was loaded at. A tenant without a hash (not
 * seeded from a fixture) is loaded every time; a failed load is not kept.
 */
export function keptPerFixture<T>(load: (db: Queryable, idApp: number) => Promise<T>) {
  const kept = new WeakMap<Queryable, Map<number, Kept<T>>>();
  return (db: Queryable, idApp: number, version: string | null): Promise<T> => {
    if (version === null) return load(db, idApp);
    let tenants = kept.get(db);
    if (!tenants) kept.set(db, (tenants = new Map()));
    const current = tenants.get(idApp);
    if (current?.version === version) return current.value;
    const value = load(db, idApp);
    const entry = { version, value };
    tenants.set(idApp, entry);
    value.catch(() => {
      if (tenants.get(idApp) === entry) tenants.delete(idApp);
    });
    return value;
  };
}
