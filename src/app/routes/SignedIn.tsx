import { Frame } from '../frame/Frame';
import { useRememberVisits } from './useRememberVisits';
import { useSessionRenewal } from './useSessionRenewal';

/** The signed-in area: history, renewal and the page frame. */
export function SignedIn() {
  useRememberVisits();
  useSessionRenewal();
  return <Frame />;
}
