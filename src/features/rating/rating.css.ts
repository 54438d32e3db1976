import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The widget keeps one height through its steps (picker, thanks, stars): no layout shift below it.
export const widget = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: '0.5rem',
  minHeight: '6.5rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const form = style({ display: 'grid', justifyItems: 'start', gap: '0.5rem' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({ padding: 0, marginBottom: '0.25rem', fontWeight: 600 });

export const stars = style({ display: 'inline-flex', gap: '0.125rem' });

// The radio itself stays in the page (focus, arrow keys, screen readers) and covers its star, so a
// click or a tap lands on it; it is not painted, the star of its label is.
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const starLabel = style({
  position: 'relative',
  display: 'inline-flex',
  // A 44 px target (WCAG 2.5.5) around a 28 px star.
  padding: '0.5rem',
  borderRadius: vars.radius.button,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.secondary}`, outlineOffset: '0' },
    'fieldset:disabled &': { cursor: 'default', opacity: 0.7 },
  },
});

export const star = style({ width: '1.75rem', height: '1.75rem', display: 'block' });

export const filled = style({ fill: 'currentColor', stroke: 'currentColor', strokeWidth: 1.2 });

// An empty star is an outline: "3 of 5" reads without relying on colour alone (WCAG 1.4.1).
export const empty = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.2 });

export const send = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  border: 0,
  borderRadius: vars.radius.button,
  padding: '0.6rem 1.5rem',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const message = style({ margin: 0, fontWeight: 600 });

export const result = style({ fontSize: '1.5rem', color: vars.color.primaryText });
