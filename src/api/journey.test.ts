// The rules behind the journey's tabs (learning-area.md 6): the server's answer, or false (a hidden tab)
// when it could not be read.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, serverError, type FakeApi } from '../../tests/setup/fake-api';
import { featureQuery, hasRequestsQuery, inCampaignQuery } from './journey';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const answers: Record<string, unknown> = {
  '/learning/students/7/has-enrollment-requests': { hasEnrollmentRequests: true },
  '/campaign/userisincampaign': { userIsInCampaign: true },
  '/learning/features/EXTERNAL_COURSES': { active: true },
};
/** Each rule read once, through a fresh cache. */
const rules: [string, () => Promise<boolean>][] = [
  ['the requests tab', () => new QueryClient().fetchQuery(hasRequestsQuery(7))],
  ['the ranking tab', () => new QueryClient().fetchQuery(inCampaignQuery())],
  ['the external courses tab', () => new QueryClient().fetchQuery(featureQuery('EXTERNAL_COURSES'))],
];

describe.each(rules)('%s', (_tab, read) => {
  it('is offered as the server says', async () => {
    api = installFakeApi((url) => answers[url.pathname] ?? serverError());
    expect(await read()).toBe(true);
    expect(api.calls.map((url) => url.pathname)).toHaveLength(1);
  });

  it('is hidden when the rule could not be read', async () => {
    api = installFakeApi(() => serverError());
    expect(await read()).toBe(false);
  });
});
