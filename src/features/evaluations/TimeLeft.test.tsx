// The time left as the player shows and gives it back (learning-area.md 4.5, 9): the server's seconds,
// counted down, and a PUT .../time when the page is left (pagehide) and when the player goes away.
import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { loadAllValidators } from '../../engine/validate';
import { TimeLeft } from './TimeLeft';

const key = { idUser: 7, idEnrollment: 507, idEvaluation: 4202, idQuestionnaire: 3 };
let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

it('counts down from the server time and gives the time back on pagehide and when it goes away', async () => {
  signInForTest({ loginInfo: { idUser: 7 } });
  await loadAllValidators();
  const sent: { path: string; body: unknown; keepalive: boolean }[] = [];
  api = installFakeApi((url, init) => {
    sent.push({
      path: url.pathname,
      body: JSON.parse(String(init?.body)),
      keepalive: init?.keepalive === true,
    });
    return { timeLeft: 15 };
  });
  vi.useFakeTimers();
  const expire = vi.fn();
  const { unmount } = render(<TimeLeft questionnaireKey={key} timeLeft={20} onExpire={expire} />);
  expect(screen.getByRole('timer').textContent).toContain('00:20');
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  expect(screen.getByRole('timer').textContent).toContain('00:17');
  act(() => void window.dispatchEvent(new Event('pagehide')));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(sent).toEqual([
    {
      path: '/learning/students/7/enrollments/507/evaluations/4202/questionnaires/3/time',
      body: { timeLeft: 17 },
      keepalive: true,
    },
  ]);
  unmount();
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(sent).toHaveLength(2);
  expect(expire).not.toHaveBeenCalled();
});
