// The engine with every registry and the real validators: stories, tests and scripts start here.
// The app starts from registry/shell-engine-config.ts, without the content viewers.
import { validate } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import { createRegistries } from '.';

export function engineConfig(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return { ...createRegistries(), validate, preview: false, ...overrides };
}
