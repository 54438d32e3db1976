// content-app.md 9: the card image's spinner hides after 7 s, whether or not the image came. The 7 s
// are a CSS animation's delay (CardImage.css.ts), run by the browser: tests/e2e/widgets.spec.ts moves
// that animation's clock to 7 s; here, the states the element goes through.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { CardImage, SPINNER_HIDES_AFTER_MS } from './CardImage';

const image = (container: HTMLElement) => container.querySelector('img')!;

describe('<CardImage> loading states', () => {
  it('starts loading (the spinner), keeps its own class, and ends with load', () => {
    const { container } = render(<CardImage src="/img/a.png" className="tile" width={4} height={3} />);
    expect(image(container).dataset.image).toBe('loading');
    expect(image(container).className).toContain('tile');
    fireEvent.load(image(container));
    expect(image(container).dataset.image).toBe('load');
    expect(SPINNER_HIDES_AFTER_MS).toBe(7000);
  });

  it('shows the fallback when the image fails, tells the card, and a later address that loads shows', () => {
    const onError = vi.fn();
    const { container, rerender } = render(
      <CardImage src="/img/crop.png" className="tile" width={4} height={3} onError={onError} />,
    );
    fireEvent.error(image(container));
    expect(image(container).dataset.image).toBe('error');
    expect(onError).toHaveBeenCalledOnce();
    // A crop that failed gives way to the original (VariantImage): its load ends the fallback.
    rerender(<CardImage src="/img/original.png" className="tile" width={4} height={3} />);
    fireEvent.load(image(container));
    expect(image(container).dataset.image).toBe('load');
  });
});
