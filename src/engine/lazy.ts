import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType<object> }>;

// One lazy component per loader, so a renderer's chunk is fetched once and React keeps its identity.
const cache = new Map<Loader, ComponentType<object>>();

export function lazyRenderer(load: () => Promise<unknown>): ComponentType<object> {
  const loader = load as Loader;
  const cached = cache.get(loader);
  if (cached) return cached;
  const component = lazy(loader);
  cache.set(loader, component);
  return component;
}
