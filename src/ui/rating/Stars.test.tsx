import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MAX_STARS, wholeStars } from './rating';
import { Stars } from './Stars';

describe('whole stars', () => {
  it.each([
    [4, 4],
    [4.4, 4],
    [4.5, 5],
    [4.6, 5],
    [0.4, 0],
    [0, 0],
    [5, 5],
  ])('rates %d as %i stars, no halves', (rating, stars) => expect(wholeStars(rating)).toBe(stars));

  it('keeps out-of-range and missing ratings within 0..5', () => {
    expect(wholeStars(7)).toBe(MAX_STARS);
    expect(wholeStars(-2)).toBe(0);
    expect(wholeStars(undefined)).toBe(0);
    expect(wholeStars(Number.NaN)).toBe(0);
  });
});

describe('<Stars>', () => {
  it('is one image named "Avaliação: n de 5" with n filled stars', () => {
    render(<Stars value={3.6} />);
    const image = screen.getByRole('img', { name: 'Avaliação: 4 de 5' });
    expect(image.querySelectorAll('svg')).toHaveLength(5);
    expect(image.querySelectorAll('svg[data-filled]')).toHaveLength(4);
  });

  it('draws five empty stars without a rating', () => {
    render(<Stars value={undefined} />);
    const image = screen.getByRole('img', { name: 'Avaliação: 0 de 5' });
    expect(image.querySelectorAll('svg[data-filled]')).toHaveLength(0);
  });
});
