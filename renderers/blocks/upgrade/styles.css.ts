import { style } from '@vanilla-extract/css';
import { primaryButton } from '../../../src/ui/styleParts';
import { focusRing } from '../../../src/theme/primitives';

const button = {
  ...primaryButton,
  justifySelf: 'start',
  minHeight: '2.75rem',
  padding: '0.625rem 1.25rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
} as const;

export const request = style(button);

/** The administrator's days left, the way into the plans. */
export const trial = style({ ...button, fontSize: '1.25rem', fontWeight: 700 });
