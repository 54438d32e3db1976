// A lazy component whose module may be started early (a screen's renderers, the learning frame and home
// started by the signed-in area's warm-up) and that draws at once when it has loaded. React.lazy alone
// suspends at its first render even then: each block showed 'Carregando...' for a frame and the page
// jumped as they were replaced. `Unsuspended` waits without Suspense: React holds a boundary's reveal
// back until 300 ms after the last fallback shown anywhere, and the learning home's frame came 300 ms
// after its module (issue 21). Worse, a boundary's reveal is a retry, React's lowest priority: behind the
// home's blocks, which arrive as transitions, a header panel opened 6 to 9 s after its click with the CPU
// slowed four times, and on a busy CI the panels' and the home prompts' tests failed (ADR 0029).
// `Unsuspended` draws again with an ordinary update when its module arrives, ahead of those transitions.
import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

export function preloadable<Props extends object>(load: Load<Props>) {
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
  function Component(props: Props) {
    return createElement((loaded ?? Lazy) as ComponentType<Props>, props);
  }
  /** The component once its module is here, `waiting` (nothing unless told) until then; a failed load
   * goes to the nearest error boundary. */
  function Unsuspended({ waiting = null, ...props }: Props & { waiting?: ReactNode }) {
    const [, drawAgain] = useState(0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    // What this render drew, not what is loaded by the time the effect runs: a module that arrives
    // between the two (effects run after the paint, later still on a busy machine) must still draw
    // again, or 'Carregando...' stays for good (the learning home did, once in a full CI run).
    const drawn = loaded !== undefined;
    useEffect(() => {
      if (drawn) return;
      let live = true;
      preload().then(
        () => live && drawAgain((count) => count + 1),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [drawn]);
    if (failure) throw failure.error;
    return loaded ? createElement(loaded, props as unknown as Props) : waiting;
  }
  return { Component, Unsuspended, preload };
}

/** A lazy module's component that never suspends (an overlay: a header panel, a home prompt, a dialog). */
export const unsuspended = <Props extends object>(load: Load<Props>) => preloadable(load).Unsuspended;
