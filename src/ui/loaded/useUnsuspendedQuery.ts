// A query read inside <Loaded> without suspending, for a part that must show its answer as soon as it
// comes: a header panel, a menu's level. A suspended part is revealed by a retry, React's lowest
// priority, which waits behind a busy page's transitions (the learning home's blocks: 8 s at a quarter
// of this machine's speed, engine/preloadable.ts); an answer read here draws at once. A failed call
// still goes to <Loaded>'s boundary, with its retry.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** The query's data once it is here, undefined while it loads (the part shows Loading). */
export function useUnsuspendedQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
): Data | undefined {
  return useQuery({ ...options, throwOnError: true }).data;
}
