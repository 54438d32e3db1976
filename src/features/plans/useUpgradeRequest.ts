// A learner's 'Diga que está gostando da degustação' (learning-area.md 4.8): POST
// /learning/plans/request-upgrade, then the plan says so (the Upgrade block hides, the client modal
// thanks), a toast with the server's words. The Upgrade block and the client modal share it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activePlanQuery, requestPlanUpgrade } from '../../api/plans';
import type { Plan } from '../../generated/types';
import { showToast } from '../../ui/toast';

export function useUpgradeRequest({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPlanUpgrade,
    onSuccess: (answer) => {
      queryClient.setQueryData<Plan | null>(activePlanQuery().queryKey, (current) =>
        current
          ? { ...current, planUpgrade: { ...current.planUpgrade, hasRequestedUpgrade: true } }
          : current,
      );
      showToast(answer.message, { tone: 'success' });
    },
    onError: (error) => {
      console.error(error);
      showToast(error.message, { tone: 'error' });
    },
    onSettled,
  });
}
