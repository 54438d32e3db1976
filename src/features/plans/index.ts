// The plans feature (learning-area.md 4.8; content-app.md 3, 9): the plan modal flow, loaded on first
// use, so the Upgrade block's chunk stays small. The home's prompts (PlanPrompts.tsx) are loaded by the
// shell's router only for a company on a plan.
import { lazy } from 'react';

export const PlanFlow = lazy(() => import('./PlanFlow'));
export type { PlanFlowProps } from './PlanFlow';
export type { FlowReason } from './flowState';
export { useUpgradeRequest } from './useUpgradeRequest';
