// The onboarding dialog: wider than a confirmation, its frame as tall as a phone allows, scrolling
// inside the dialog rather than the page on a small screen.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dialog = style({
  width: 'min(44rem, calc(100% - 1rem))',
  maxHeight: 'calc(100dvh - 1rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
});

export const body = style({
  outline: 'none',
  minHeight: '6rem',
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: 'min(28rem, calc(100dvh - 12rem))',
  minHeight: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: '#ffffff',
  boxSizing: 'border-box',
});

export const message = style({ margin: '0.75rem 0 0', lineHeight: 1.5 });
