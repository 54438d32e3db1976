import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInside } from '../../theme/primitives';

export const list = style({
  display: 'flex',
  gap: '0.25rem',
  borderBottom: `2px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: '0.75rem 1rem',
  marginBottom: '-2px',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontWeight: 700,
  letterSpacing: '0.03em',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  // On a phone the tabs share the width and their labels wrap, so every tab shows whole instead of
  // the last one running off the screen.
  '@media': {
    '(max-width: 30rem)': {
      flex: '1 1 0',
      whiteSpace: 'normal',
      textAlign: 'center',
      padding: '0.625rem 0.5rem',
    },
  },
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
    // react-aria marks keyboard focus only (not a click) with data-focus-visible.
    '&[data-focus-visible]': focusRingInside,
    '&:focus': { outline: 'none' },
  },
});
