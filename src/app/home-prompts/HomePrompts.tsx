// The home's prompts, one at a time in the spec's order (sequence.ts). Each line is one prompt: a small
// component that decides from the session whether it is due, and loads its dialog only then (this
// module itself loads after the home's first paint, router.tsx). The terms gate runs before the home (RequireTerms); the plan prompts keep their own
// timing (router.tsx HomePlanPrompts).
import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { onboardingDue } from '../../features/onboarding';
import { useMenuData, useOnboardingLater, useSupportOrigin } from '../../session';
import { useTenant } from '../../session/tenant';
import { unsuspended } from '../../engine/preloadable';
import { OnboardingPrompt } from '../routes/OnboardingPrompt';
import { CampaignPrompt } from './CampaignPrompt';
import { ReturnPrompt } from './ReturnPrompt';
import { currentPrompt, markDone, type PromptProps } from './sequence';
import { onPhone } from './mayShow';

export interface HomePrompt {
  name: string;
  Prompt: ComponentType<PromptProps>;
}

/**
 * The onboarding frame's turn (content-app.md 2.1, 4 "shown after terms when configured"): done once
 * it is finished, put off or never asked for. The learning area draws it over every page (SignedIn):
 * at its home this only waits, so the prompts after it never open over it.
 */
function OnboardingStep({ onDone }: PromptProps) {
  const info = useMenuData()?.loginInfo;
  const postponedBy = useOnboardingLater();
  const supporting = useSupportOrigin() !== null;
  const drawn = !useTenant().learningArea;
  const due = onboardingDue(info, { postponedBy, supporting }) !== null;
  useEffect(() => {
    if (!due) onDone();
  }, [due, onDone]);
  return due && drawn ? <OnboardingPrompt /> : null;
}

const InstallPrompt = unsuspended(() => import('../pwa/InstallPrompt'));

/**
 * The install prompt's turn (content-app.md 2.1: after the terms, before the onboarding; 4: on a
 * phone, while the server still asks, askPWA 1). Its dialog decides the rest (an offer from the
 * browser, or the iOS banner) and hands over when answered or when there is nothing to offer.
 */
function InstallStep({ onDone }: PromptProps) {
  const due = useMenuData()?.loginInfo.askPWA === 1 && onPhone();
  useEffect(() => {
    if (!due) onDone();
  }, [due, onDone]);
  return due ? <InstallPrompt onDone={onDone} /> : null;
}

/** In the spec's order; each line's test is in mayShow.ts too (the module loads only when one says yes). */
export const homePrompts: readonly HomePrompt[] = [
  { name: 'pwa', Prompt: InstallStep },
  { name: 'onboarding', Prompt: OnboardingStep },
  { name: 'return', Prompt: ReturnPrompt },
  { name: 'campaign', Prompt: CampaignPrompt },
];

export default function HomePrompts({ prompts = homePrompts }: { prompts?: readonly HomePrompt[] }) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const current = currentPrompt(prompts, done);
  const name = current?.name;
  const onDone = useCallback(() => {
    if (name) setDone((before) => markDone(before, name));
  }, [name]);
  if (!current) return null;
  const { Prompt } = current;
  return (
    <SkipOnFailure key={current.name} onFailed={onDone}>
      <Prompt onDone={onDone} />
    </SkipOnFailure>
  );
}

/** A prompt that fails (its chunk offline, a render error) gives its turn away instead of holding the rest. */
class SkipOnFailure extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('[home prompts] a prompt failed:', error);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
