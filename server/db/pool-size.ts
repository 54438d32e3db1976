// DATABASE_POOL_SIZE: how many connections to PostgreSQL one process keeps at most. Several processes
// share the server's max_connections (100 by default), so a deployment of N processes sets it to at most
// max_connections / N, less a few for psql and the migrations of a process starting.
import { StartupError } from '../startup-error.ts';
import { defaultPoolSize } from './database.ts';

export const maxPoolSize = 1000;

/** The pool size from the environment (undefined: the default, 10). Throws a StartupError naming it. */
export function readPoolSize(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const size = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(size) || size < 1 || size > maxPoolSize) {
    throw new StartupError([
      `DATABASE_POOL_SIZE must be a whole number from 1 to ${maxPoolSize} (connections to PostgreSQL ` +
        `per process), not "${value.slice(0, 20)}": correct it, or unset it for the default of ${defaultPoolSize}.`,
    ]);
  }
  return size;
}
