// The home's prompts one at a time (content-app.md 2.1): the next one opens only when the one before
// says done, one with nothing to show gives its turn at once, and one that fails does not hold the rest.
import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import HomePrompts, { type HomePrompt } from './HomePrompts';
import type { PromptProps } from './sequence';

const asking = (name: string) =>
  function Asking({ onDone }: PromptProps) {
    return (
      <button type="button" onClick={onDone}>
        {name}
      </button>
    );
  };

function NothingToShow({ onDone }: PromptProps) {
  // Like the real prompts: says so from an effect.
  useEffect(onDone, [onDone]);
  return null;
}

function Broken(): never {
  throw new Error('chunk failed');
}

describe('the home’s prompt sequence', () => {
  it('shows the prompts in order, one at a time, skipping the ones with nothing and the failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prompts: HomePrompt[] = [
      { name: 'a', Prompt: asking('Primeiro') },
      { name: 'b', Prompt: NothingToShow },
      { name: 'c', Prompt: Broken },
      { name: 'd', Prompt: asking('Último') },
    ];
    render(<HomePrompts prompts={prompts} />);
    const first = screen.getByRole('button', { name: 'Primeiro' });
    expect(screen.queryByRole('button', { name: 'Último' })).toBeNull();
    act(() => fireEvent.click(first));
    fireEvent.click(await screen.findByRole('button', { name: 'Último' }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
