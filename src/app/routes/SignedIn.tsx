import { lazy, Suspense } from 'react';
import { Loading } from '../../engine';
import { Frame } from '../frame/Frame';
import { useTenant } from '../../session/tenant';
import { useRememberVisits } from './useRememberVisits';
import { useSessionRenewal } from './useSessionRenewal';
import { useWarmLearningHome } from './useWarmLearningHome';

// A learning tenant's frame (learning header, footer trail) loads with it, never in the content app's first paint.
const LearningFrame = lazy(() => import('../learning-frame/LearningFrame'));

/** The signed-in area: history, renewal and the page frame. */
export function SignedIn() {
  useRememberVisits();
  useSessionRenewal();
  useWarmLearningHome();
  return useTenant().learningArea ? (
    <Suspense fallback={<Loading />}>
      <LearningFrame />
    </Suspense>
  ) : (
    <Frame />
  );
}
