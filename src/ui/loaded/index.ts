export { Loaded, type LoadedProps } from './Loaded';
export { ContentUnavailable, LoadedById } from './LoadedById';
