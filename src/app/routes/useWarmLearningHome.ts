// The learning home's first paint waited on a chain: the frame's module, then the home's, then the block
// registry and the learning validators, then the home's answer, then the blocks' renderers (issue 21: the
// banner, the largest paint, came 1.6 s after its image had arrived). On a learning tenant's home, the
// signed-in area starts the home's module, the block registry and the home's answer at once, beside the
// frame's module, then the renderer of the home's first block: each screen then finds them loaded or on
// their way (same modules, same query key, the same registry's loads).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { learningHomeQuery } from '../../api/learning';
import { useTenant } from '../../session/tenant';
import { learningHomeScreen } from '../learning-modules';

const HOME_PATHS = new Set(['/', '/home']);

export function useWarmLearningHome() {
  const { learningArea, idCompany } = useTenant();
  const queryClient = useQueryClient();
  const atHome = HOME_PATHS.has(useLocation().pathname);
  useEffect(() => {
    if (!learningArea || !atHome) return;
    // Errors are the screens' to show when they ask again: a warm-up only starts things early.
    void learningHomeScreen.preload().catch(() => undefined);
    // Never stale (learning-area.md 9): a later visit finds the answer kept and asks nothing.
    const home = queryClient.fetchQuery(learningHomeQuery(idCompany));
    // Then the first block's renderer (the banner, the largest paint): asked for as soon as the answer
    // and the registry are here, not after the home's module has drawn. The others follow the first
    // block (BlockList), so they do not share the line with it.
    void Promise.all([import('../../../registry/blocks'), home])
      .then(([{ blockRegistry }, { blocks }]) => {
        const type = (blocks[0] as { blockType?: unknown } | undefined)?.blockType;
        if (typeof type === 'string') return blockRegistry().get(type)?.load();
      })
      .catch(() => undefined);
  }, [learningArea, atHome, idCompany, queryClient]);
}
