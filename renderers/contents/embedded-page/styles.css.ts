import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const wrapper = style({ padding: '0 0.75rem 1rem' });

// The frame's height is reserved before the page loads (no layout shift) and fills most of the screen.
export const frame = style({
  display: 'block',
  width: '100%',
  height: '78dvh',
  minHeight: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const status = style({ padding: '1rem', color: vars.color.textMuted });
