// The app's engine: no content viewers until the content page adds them (src/app/routes/ContentScreen).
import { validate } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import { createShellRegistries } from './shell';

export function shellEngineConfig(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return { ...createShellRegistries(), validate, preview: false, ...overrides };
}
