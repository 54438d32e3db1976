// The engine with the real registries and validators: the app, the stories and the tests start here.
import { validate } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import { createRegistries } from '.';

export function engineConfig(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return { ...createRegistries(), validate, preview: false, ...overrides };
}
