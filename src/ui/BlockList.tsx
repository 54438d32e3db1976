// A learning page's blocks in order (learning-area.md 2.3), each drawn by the engine's <Block>
// dispatcher: the home's and a node page's. One block that fails its checks breaks only itself; a page
// with no blocks says so. Blocks appear top to bottom: a block shows once its renderer and those of the
// blocks above it have loaded, so the first (the home's banner, its largest paint) never waits for the
// renderers below it, and a block that arrives only adds below what is shown: nothing moves (issue 21).
import { startTransition, useEffect, useMemo, useState } from 'react';
import { InvalidData, Loading, useEngine, validate, type Registry, type ValidationIssue } from '../engine';
import { Block } from '../engine/Block';
import type { Block as BlockData } from '../generated/types';
import { blockMessages } from '../i18n/blocks';
import { messages } from '../i18n/messages';
import { EmptyState } from './cards/EmptyState';

type Checked = { ok: true; block: BlockData } | { ok: false; issues: ValidationIssue[]; raw: object };

/**
 * The block's own fields (type, id, title, text) against block.json. Its parameters and elements
 * are left to the dispatcher, which checks the parameters against the type's own schema and each
 * element apart, so a bad element or a null parameters hides nothing else.
 */
function checkBlock(raw: object): Checked {
  const { parameters, elements, ...own } = raw as Partial<Record<'parameters' | 'elements', unknown>>;
  const checked = validate('block', own);
  if (!checked.ok) return { ok: false, issues: checked.issues, raw };
  // Typed as the dispatcher reads them; their checks come there, before any renderer sees them.
  return { ok: true, block: { ...checked.value, parameters, elements } as BlockData };
}

/** `blocks` as the server sends them (the response schema checks only that each is an object). */
export function BlockList({ blocks }: { blocks: readonly object[] }) {
  // Checked once per answer: the dispatcher keeps each block's checks and boundary across renders.
  const checked = useMemo(() => blocks.map(checkBlock), [blocks]);
  const { preview } = useEngine();
  if (checked.length === 0) return <EmptyState text={blockMessages.noBlocks} />;
  return <BlocksFrom checked={checked} index={0} preview={preview} />;
}

/**
 * The block at `index` once its renderer is loaded, then the blocks after it, each in turn. The first
 * waits behind the loading line; the others wait unseen. Never through Suspense: React spaces the
 * reveals of Suspense boundaries 300 ms apart, and the banner came a third of a second after its module.
 */
function BlocksFrom({ checked, index, preview }: { checked: Checked[]; index: number; preview: boolean }) {
  const { blocks: registry } = useEngine();
  const result = checked[index];
  const renderer = result?.ok ? rendererLoad(registry, result.block.blockType) : undefined;
  // The first block's arrival is the page's first paint: drawn at once, not as a transition.
  const ready = useSettled(renderer, index === 0 ? 'urgent' : 'transition');
  // The first block's renderer alone, then (once it shows) every other at once: the first block, the
  // page's first paint, does not share the line with fifteen modules it does not need.
  useEffect(() => {
    if (index === 0 && ready) return preloadRenderers(registry, checked);
  }, [index, ready, registry, checked]);
  if (!result) return null;
  if (!ready) return index === 0 ? <Loading /> : null;
  return (
    <>
      {result.ok ? (
        <Block key={result.block.idBlock ?? `at-${index}`} block={result.block} />
      ) : (
        <InvalidData
          preview={preview}
          subject={`block ${index + 1}`}
          issues={result.issues}
          raw={result.raw}
          politeText={messages.itemUnavailable}
        />
      )}
      <BlocksFrom checked={checked} index={index + 1} preview={preview} />
    </>
  );
}

/** True once the renderer has loaded (or failed); draws again then, at once or as a transition. */
function useSettled(renderer: RendererLoad | undefined, update: 'urgent' | 'transition'): boolean {
  const [, settledNow] = useState(0);
  const settled = !renderer || renderer.settled;
  useEffect(() => {
    if (settled || !renderer) return;
    let live = true;
    const drawAgain = () => settledNow((count) => count + 1);
    void renderer.done.then(() => live && (update === 'urgent' ? drawAgain() : startTransition(drawAgain)));
    return () => {
      live = false;
    };
  }, [renderer, settled, update]);
  return settled;
}

/** A renderer module's load: settled once it loaded or failed (a failure is the block's own, shown by
 * its boundary in its place). */
interface RendererLoad {
  settled: boolean;
  done: Promise<void>;
}

const loads = new WeakMap<object, Map<string, RendererLoad>>();
const noRegistry = {};

/** The load of a type's renderer, started once per registry and type. */
function rendererLoad<P>(registry: Registry<P> | undefined, type: string): RendererLoad {
  let byType = loads.get(registry ?? noRegistry);
  if (!byType) loads.set(registry ?? noRegistry, (byType = new Map()));
  let load = byType.get(type);
  if (!load) {
    const module = registry?.get(type)?.load();
    // An unknown type has nothing to wait for: its fallback shows at once.
    const started: RendererLoad = { settled: module === undefined, done: Promise.resolve() };
    const settle = () => void (started.settled = true);
    if (module) started.done = module.then(settle, settle);
    byType.set(type, (load = started));
  }
  return load;
}

/**
 * Starts the other blocks' renderers, one per task: each start writes its module's preload links into
 * the page (~4 ms on a phone), and fifteen at once were one 50-80 ms task, 300 ms of a phone's
 * blocking time (issue 21).
 */
function preloadRenderers<P>(registry: Registry<P> | undefined, checked: readonly Checked[]) {
  // Each type once: a page of three grids loads the grid's renderer once.
  const types = [...new Set(checked.flatMap((result) => (result.ok ? [result.block.blockType] : [])))];
  let cancelled = false;
  const next = (at: number) => {
    if (cancelled || at >= types.length) return;
    rendererLoad(registry, types[at]!);
    setTimeout(() => next(at + 1), 0);
  };
  next(0);
  return () => {
    cancelled = true;
  };
}
