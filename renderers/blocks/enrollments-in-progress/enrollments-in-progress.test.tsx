import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { demoNode } from '../../../src/features/learning-catalog/test-support';
import { LEARNER, renderBlockSignedIn } from '../../../tests/setup/learning-signed-in';
import { hrefOf } from '../../../tests/setup/queries';

const block = { blockType: 'EnrollmentsInProgress', idBlock: 3, title: 'Continue aprendendo' };

// Courses 3 and 6 are enrolled (enrolments 503 and 506), with their progress.
const inProgress = [demoNode(3), demoNode(6)];

// The first render transforms the renderer's modules: seconds on a busy machine.
describe('block EnrollmentsInProgress', { timeout: 20_000 }, () => {
  it("shows the learner's enrollments in progress, each card opening its enrollment's page", async () => {
    const { api } = await renderBlockSignedIn(block, () => ({ data: inProgress }));
    const first = await screen.findByRole('link', { name: 'Dados na prática 3' });
    expect(first.getAttribute('href')).toBe('/level/503');
    expect(hrefOf('Atendimento na prática 6')).toBe('/level/506');
    expect(screen.getByRole('heading', { level: 2, name: 'Continue aprendendo' })).toBeTruthy();
    expect(screen.getAllByRole('progressbar').map((bar) => (bar as HTMLProgressElement).value)).toEqual([
      40, 40,
    ]);
    expect(api.calls.map((call) => call.pathname)).toEqual([
      `/learning/students/${LEARNER}/enrollments-in-progress`,
    ]);
  });

  it('is hidden, title included, when the learner has none in progress', async () => {
    const { api, container } = await renderBlockSignedIn(block, () => ({ data: [] }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[data-loading]')).toBeNull());
    expect(container.textContent).toBe('');
  });
});
