import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { primaryButton } from '../../../src/ui/styleParts';

const button = {
  ...primaryButton,
  justifySelf: 'start',
  minHeight: '2.75rem',
  padding: '0.625rem 1.25rem',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
} as const;

export const request = style(button);

/** The administrator's days left, the way into the plans. */
export const trial = style({ ...button, fontSize: '1.25rem', fontWeight: 700 });
