// The certificates tab's own shapes: the notice that a certificate is being made, drawn only while it
// has words (its live region stays in the page, so screen readers hear it when they come).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const notice = style({
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      padding: '0.75rem 1rem',
      borderRadius: '8px',
      borderInlineStart: `4px solid ${vars.color.primary}`,
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: 600,
    },
  },
});
