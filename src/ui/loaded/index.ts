export { Loaded, type LoadedProps } from './Loaded';
export { useDeferredKey } from './useDeferredKey';
export { ContentUnavailable, LoadedById } from './LoadedById';
