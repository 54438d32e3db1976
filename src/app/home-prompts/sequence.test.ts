// The home's prompts take turns in the list's order (content-app.md 2.1).
import { describe, expect, it } from 'vitest';
import { currentPrompt, markDone } from './sequence';
import { promptsMayShow } from './mayShow';
import { signInArrival } from '../../session/arrival';
import type { LoginInfo } from '../../generated/types';

const prompts = [{ name: 'pwa' }, { name: 'onboarding' }, { name: 'return' }, { name: 'campaign' }];

describe('the prompt sequence', () => {
  it('gives the turn to the first prompt not done, then none', () => {
    let done: ReadonlySet<string> = new Set();
    const turns: string[] = [];
    for (let prompt = currentPrompt(prompts, done); prompt; prompt = currentPrompt(prompts, done)) {
      turns.push(prompt.name);
      done = markDone(done, prompt.name);
    }
    expect(turns).toEqual(['pwa', 'onboarding', 'return', 'campaign']);
  });

  it('ignores a prompt saying done twice, and one done out of turn waits for nothing', () => {
    const once = markDone(new Set(), 'pwa');
    expect(markDone(once, 'pwa')).toBe(once);
    expect(currentPrompt(prompts, markDone(once, 'return'))?.name).toBe('onboarding');
    expect(currentPrompt(prompts, markDone(markDone(once, 'onboarding'), 'return'))?.name).toBe('campaign');
  });
});

describe('whether the prompts’ module loads at the home', () => {
  const info = { idUser: 1, idApp: 1, onBoardScreen: 0 } as LoginInfo;
  const withRedirect = { lastContentRedirect: true };
  it('loads for an onboarding, new campaigns, or a sign-in on an app with the return prompt', () => {
    expect(promptsMayShow({ ...info, onBoardScreen: 1 }, {}, null)).toBe(true);
    expect(promptsMayShow({ ...info, newCampaigns: 2 }, {}, null)).toBe(true);
    expect(promptsMayShow(info, withRedirect, signInArrival)).toBe(true);
  });

  it('does not for a plain visit, another app, no new campaign, or no session', () => {
    expect(promptsMayShow(info, withRedirect, null)).toBe(false);
    expect(promptsMayShow(info, { lastContentRedirect: false }, signInArrival)).toBe(false);
    expect(promptsMayShow({ ...info, newCampaigns: 0 }, {}, { other: true })).toBe(false);
    expect(promptsMayShow(undefined, withRedirect, signInArrival)).toBe(false);
  });
});
