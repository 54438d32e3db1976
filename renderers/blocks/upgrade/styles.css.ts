import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { primaryButton } from '../../../src/ui/styleParts';

export const daysLeft = style({
  margin: 0,
  color: vars.color.emphasis,
  fontFamily: vars.font.body,
  fontSize: '1.25rem',
  fontWeight: 700,
});

export const request = style({
  ...primaryButton,
  justifySelf: 'start',
  minHeight: '2.75rem',
  padding: '0.625rem 1.25rem',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});
