export { Loaded, type LoadedProps } from './Loaded';
export { useDeferredKey } from './useDeferredKey';
export { useUnsuspendedQuery } from './useUnsuspendedQuery';
export { ContentUnavailable, LoadedById } from './LoadedById';
