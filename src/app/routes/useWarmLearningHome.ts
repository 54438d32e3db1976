// The learning home's first paint waited on a chain: the frame's module, then the home's, then the block
// registry and the learning validators, then the home's answer, then the blocks' renderers (issue 21: the
// banner, the largest paint, came 1.6 s after its image had arrived). On a learning tenant's home, the
// signed-in area starts the home's module, the block registry and the home's answer at once, beside the
// frame's module: each screen then finds them loaded or on their way (same modules, same query key).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { learningHomeQuery } from '../../api/learning';
import { useTenant } from '../../session/tenant';

const HOME_PATHS = new Set(['/', '/home']);

export function useWarmLearningHome() {
  const { learningArea, idCompany } = useTenant();
  const queryClient = useQueryClient();
  const atHome = HOME_PATHS.has(useLocation().pathname);
  useEffect(() => {
    if (!learningArea || !atHome) return;
    // Errors are the screens' to show when they ask again: a warm-up only starts things early.
    void import('./LearningHomeScreen').catch(() => undefined);
    void import('../../../registry/blocks').catch(() => undefined);
    // Never stale (learning-area.md 9): a later visit finds the answer kept and asks nothing.
    void queryClient.prefetchQuery(learningHomeQuery(idCompany));
  }, [learningArea, atHome, idCompany, queryClient]);
}
