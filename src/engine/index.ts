export { Dispatch, Section, HomeLayout, Block, ContentViewer } from './Dispatch';
export { ItemSlot } from './ItemSlot';
export { EngineProvider, useEngine, type EngineConfig } from './context';
export {
  createRegistry,
  registrar,
  missingRenderers,
  type Registry,
  type Registration,
  type Catalogue,
  type DataSource,
} from './registry';
export { validate, isSchemaId, type SchemaId, type ValidationIssue, type Validate } from './validate';
export { validateItems, validValues, type ItemResult } from './items';
export { InvalidData, UnknownType } from './fallbacks';
export { ErrorBoundary } from './ErrorBoundary';
export { Loading } from './Loading';
export type * from './props';
