// Block is imported by file (./Block): only the learning screens draw blocks, and an export here
// would put it in the first paint's chunk (vite.config.ts groups what the entry reaches).
export { Section, HomeLayout, ContentViewer } from './Dispatch';
export { ItemSlot } from './ItemSlot';
export { EngineProvider, useEngine, type EngineConfig } from './context';
export { createRegistry, registrar, type Registry, type Catalogue, type RuntimeCatalogue } from './registry';
export { validate, isSchemaId, type SchemaId, type ValidationIssue, type Validate } from './validate';
export { validateItems, validValues, type ItemResult } from './items';
export { InvalidData, UnknownType } from './fallbacks';
export { ErrorBoundary } from './ErrorBoundary';
export { Loading } from './Loading';
export { preloadable, unsuspended } from './preloadable';
export type * from './props';
