import type { Queryable } from '../db/database.ts';
import { hostNameOf } from '../http/host-name.ts';
import { findTenantByBucket, type Tenant } from './store.ts';

/**
 * The active tenant a host names: a request's Host header, or a bucket sent as a host or a URL
 * (`aurora.localhost:5173` finds the bucket `aurora.localhost`); undefined when none does.
 */
export function findTenantByHost(db: Queryable, host: string | undefined): Promise<Tenant | undefined> {
  return findTenantByBucket(db, hostNameOf(host));
}
