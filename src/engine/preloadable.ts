// A lazy component whose module may be started early (a screen's renderers, the learning frame and home
// started by the signed-in area's warm-up) and that draws at once when it has loaded. React.lazy alone
// suspends at its first render even then: each block showed 'Carregando...' for a frame and the page
// jumped as they were replaced, and a screen behind a fallback waits a further 300 ms, React's pause
// between a fallback and what replaces it (issue 21).
import { createElement, lazy, type ComponentType } from 'react';

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

export function preloadable<Props>(load: Load<Props>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: ReturnType<Load<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    // A failed load may be tried again (the renderer's boundary offers it).
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(preload);
  function Component(props: Props & object) {
    return createElement((loaded ?? Lazy) as ComponentType<Props & object>, props);
  }
  return { Component, preload };
}
