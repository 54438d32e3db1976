import { style } from '@vanilla-extract/css';

// Stars take the text colour of where they are drawn (currentColor): readable on any surface the
// caller has already made readable, light text on a photo scrim or brand text on a card.
export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: '0.125rem', lineHeight: 1 });

export const star = style({ width: '1.125em', height: '1.125em', flex: 'none' });

export const filled = style({ fill: 'currentColor', stroke: 'currentColor', strokeWidth: 1.2 });

// An empty star is an outline, so "3 of 5" reads without relying on colour alone (WCAG 1.4.1).
export const empty = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.2, opacity: 0.8 });
