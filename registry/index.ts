// Builds the four registries from the catalogues and the registration tables (scripts, stories and
// tests use them all; the app builds the content one only when a content page opens).
import type { EngineConfig } from '../src/engine/context';
import { contentRegistry } from './content-registry';
import { catalogues, createShellRegistries } from './shell';

export { catalogues };

export function createRegistries(): Required<Omit<EngineConfig, 'validate' | 'preview'>> {
  return { ...createShellRegistries(), contents: contentRegistry() };
}
