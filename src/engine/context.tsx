// The engine is handed its registries and validator (JSON Forms style), so tests and stories can
// give it a subset. `preview` switches fallbacks to the designer's detailed view.
import { createContext, useContext, type ReactNode } from 'react';
import type { Registry } from './registry';
import type { Validate } from './validate';
import type { BlockPayload, ContentRendererProps, SectionPayload } from './props';

export interface EngineConfig {
  sections: Registry<SectionPayload>;
  /** Absent from the app's first paint: the learning home provides it (registry/blocks). */
  blocks?: Registry<BlockPayload>;
  /** Absent from the app's first paint: the content page provides it (registry/contents). */
  contents?: Registry<ContentRendererProps>;
  homeLayouts: Registry<SectionPayload>;
  validate: Validate;
  /** Designer preview: invalid data shows its JSON pointer, the failing rule and the raw JSON. */
  preview: boolean;
}

const EngineContext = createContext<EngineConfig | null>(null);

export function EngineProvider({ config, children }: { config: EngineConfig; children: ReactNode }) {
  return <EngineContext.Provider value={config}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineConfig {
  const config = useContext(EngineContext);
  if (!config) throw new Error('useEngine needs an <EngineProvider>');
  return config;
}
