// Block Upgrade (learning-area.md 2.3, 4.8): shown or hidden by upgradeView. An administrator reads the
// trial's days left (the plan flow that the text will open comes later, so it is no button yet); a
// learner presses 'Diga que está gostando da degustação', which stores the request on the server
// (POST /learning/plans/request-upgrade), and the block hides.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { learningActivePlanQuery, requestPlanUpgrade } from '../../../src/api/learning-events';
import { useMenuData } from '../../../src/session';
import type { BlockRendererProps } from '../../../src/engine';
import type { Plan } from '../../../src/generated/types';
import { BlockFrame } from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';
import { isAdmin } from '../../../src/ui/redirect/rules';
import { showToast } from '../../../src/ui/toast';
import { upgradeView } from './upgradeView';
import * as css from './styles.css';

export default function Upgrade(props: BlockRendererProps) {
  return (
    <Loaded subject={`bloco ${props.block.idBlock ?? props.block.blockType}`}>
      <UpgradeOfPlan {...props} />
    </Loaded>
  );
}

function UpgradeOfPlan({ block, parameters }: BlockRendererProps) {
  const { data: plan } = useSuspenseQuery(learningActivePlanQuery());
  const admin = isAdmin(useMenuData()?.loginInfo);
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: requestPlanUpgrade,
    onSuccess: (answer) => {
      // The server stored it: the plan now says so, and upgradeView hides the block.
      queryClient.setQueryData<Plan | null>(learningActivePlanQuery().queryKey, (current) =>
        current
          ? { ...current, planUpgrade: { ...current.planUpgrade, hasRequestedUpgrade: true } }
          : current,
      );
      showToast(answer.message, { tone: 'success' });
    },
    onError: (error) => showToast(error.message, { tone: 'error' }),
  });
  const view = upgradeView(plan, admin);
  if (view.kind === 'hidden') return null;
  return (
    <BlockFrame block={block} parameters={parameters}>
      {view.kind === 'daysLeft' ? (
        <p className={css.daysLeft}>{view.text}</p>
      ) : (
        <button
          type="button"
          className={css.request}
          disabled={request.isPending}
          onClick={() => request.mutate()}
        >
          {view.text}
        </button>
      )}
    </BlockFrame>
  );
}
