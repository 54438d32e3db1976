import { Suspense } from 'react';
import { Loading } from '../../engine';
import { Frame } from '../frame/Frame';
import { useTenant } from '../../session/tenant';
import { useRememberVisits } from './useRememberVisits';
import { useSessionRenewal } from './useSessionRenewal';
import { useWarmLearningHome } from './useWarmLearningHome';
// A learning tenant's frame (learning header, footer trail) loads with it, never in the content app's first paint.
import { learningFrame } from '../learning-modules';

/** The signed-in area: history, renewal and the page frame. */
export function SignedIn() {
  useRememberVisits();
  useSessionRenewal();
  useWarmLearningHome();
  return useTenant().learningArea ? (
    <Suspense fallback={<Loading />}>
      <learningFrame.Unsuspended waiting={<Loading />} />
    </Suspense>
  ) : (
    <Frame />
  );
}
