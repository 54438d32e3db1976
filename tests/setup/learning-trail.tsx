// Component tests of a learning screen's footer trail: the screen inside the trail's provider, as the
// learning frame holds it, and the frame's footer drawn below it ('Início' first, then what the screen
// names) with the real LearningTrail, so a test reads the links a learner sees.
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { LearningTrail } from '../../src/app/frame/LearningTrail';
import { LearningTrailProvider, useTrailState } from '../../src/ui/learning-trail';
import { messages } from '../../src/i18n/messages';

export function WithFooterTrail({ children }: { children: ReactNode }) {
  const [named, set] = useTrailState();
  return (
    <LearningTrailProvider set={set}>
      {children}
      <footer>
        {named ? <LearningTrail crumbs={[{ label: messages.home, to: '/' }, ...named]} /> : null}
      </footer>
    </LearningTrailProvider>
  );
}

/** The footer trail's links as [full title, address] once it shows `last`, its current page. */
export async function footerTrail(last: string): Promise<[string, string][]> {
  const read = () =>
    within(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: messages.breadcrumbs }))
      .getAllByRole('link')
      .map((link): [string, string] => [
        link.getAttribute('title') ?? link.textContent ?? '',
        link.getAttribute('href') ?? '',
      ]);
  await waitFor(() => expect(read().at(-1)?.[0]).toBe(last), { timeout: 10_000 });
  return read();
}
