import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FramedPage, sandboxFor } from '.';

const app = 'http://aurora.localhost:5173';

describe('FramedPage', () => {
  it("gives a page of the app's origin no allow-same-origin, a page elsewhere its own origin", () => {
    expect(sandboxFor(new URL('/demo/p.html', app), app)).toBe('allow-scripts allow-forms allow-popups');
    expect(sandboxFor(new URL('https://parceiro.test/p', app), app)).toBe(
      'allow-scripts allow-forms allow-popups allow-same-origin',
    );
  });

  it('names the frame by the title and offers the new tab only when given its text', () => {
    const url = new URL('https://parceiro.test/avaliacao');
    const { rerender } = render(<FramedPage title="Avaliação" url={url} newTabText="Abrir em nova aba" />);
    expect(screen.getByTitle('Avaliação').getAttribute('src')).toBe(url.href);
    const link = screen.getByRole('link', { name: 'Abrir em nova aba' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    rerender(<FramedPage title="Avaliação" url={url} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
