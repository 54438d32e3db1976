// Block Upgrade (learning-area.md 2.3, 4.8): shown or hidden by the shared rule upgradeBlockView. Its
// trial button reads 'Resta'/'Restam' N 'dia'/'dias' to an administrator and opens the plan flow
// (src/features/plans, loaded on the first press); a learner's reads 'Diga que está gostando da
// degustação' and stores the request on the server (POST /learning/plans/request-upgrade), and the
// block hides.
import { Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { activePlanQuery } from '../../../src/api/plans';
import { PlanFlow, useUpgradeRequest } from '../../../src/features/plans';
import { useMenuData } from '../../../src/session';
import type { BlockRendererProps } from '../../../src/engine';
import { upgradeBlockView } from '../../../src/shared-rules/plan-trial';
import { BlockFrame } from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';
import { isAdmin } from '../../../src/ui/redirect/rules';
import * as css from './styles.css';

export default function Upgrade(props: BlockRendererProps) {
  return (
    <Loaded subject={`bloco ${props.block.idBlock ?? props.block.blockType}`}>
      <UpgradeOfPlan {...props} />
    </Loaded>
  );
}

function UpgradeOfPlan({ block, parameters }: BlockRendererProps) {
  const { data: plan } = useSuspenseQuery(activePlanQuery());
  const admin = isAdmin(useMenuData()?.loginInfo);
  const [flowOpen, setFlowOpen] = useState(false);
  const request = useUpgradeRequest();
  const view = upgradeBlockView(plan, admin);
  if (view.kind === 'hidden') return null;
  return (
    <BlockFrame block={block} parameters={parameters}>
      <button
        type="button"
        className={view.admin ? css.trial : css.request}
        disabled={request.isPending}
        aria-haspopup={view.admin ? 'dialog' : undefined}
        onClick={() => (view.admin ? setFlowOpen(true) : request.mutate())}
      >
        {view.text}
      </button>
      {flowOpen ? (
        <Suspense fallback={null}>
          <PlanFlow reason="block" admin onClose={() => setFlowOpen(false)} />
        </Suspense>
      ) : null}
    </BlockFrame>
  );
}
