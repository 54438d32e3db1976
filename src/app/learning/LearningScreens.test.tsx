// The learning screens' table asks for the course page's answer while the page's module is still on its
// way (issue 21: the title waited for the module, then for the call).
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAsLearner } from '../../../tests/setup/learner-api';
import tenant from '../../../fixtures/horizonte/tenant.json';
import type { AppDetails } from '../../generated/types';
import { TenantContext } from '../../session/tenant';
import LearningScreens from './LearningScreens';

// The learning pages' module never arrives: what is asked for meanwhile is the table's doing alone.
vi.mock('../../features/learning-pages', () => new Promise(() => undefined));

const renderAt = (route: string) =>
  renderAsLearner(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      {/* As in the learning frame: the screen's wait is the frame's, below the session and the cache. */}
      <Suspense fallback={<p>Carregando...</p>}>
        <Routes>
          <Route path="/level/*" element={<LearningScreens />} />
        </Routes>
      </Suspense>
    </TenantContext.Provider>,
    { route, answer: () => new Promise(() => undefined) },
  );

describe('the learning screens', () => {
  it("ask for a level's answer while its screen's module loads, with the screen's values", async () => {
    const { calls } = renderAt('/level/501/HZ-LID-01');
    await waitFor(() =>
      expect(calls.map((url) => `${url.pathname}${url.search}`)).toContain(
        '/learning/students/2/enrollments/501?nodeCode=HZ-LID-01',
      ),
    );
    // Once: the screen, when it comes, reads the same query.
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(calls.map((url) => url.pathname)).toEqual(['/learning/students/2/enrollments/501']);
  });
});
