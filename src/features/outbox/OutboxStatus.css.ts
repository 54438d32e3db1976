import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mutedCaption } from '../../theme/primitives';

/**
 * One line is kept for the status even while it says nothing: a text that comes and goes above the
 * question would push the answers down under the learner's pointer (a click landing on the wrong
 * option) and shift the layout.
 */
export const region = style({ minHeight: '1.25rem' });

export const status = style({
  ...mutedCaption,
  selectors: { '&:empty': { display: 'none' } },
});

export const refused = style({ color: vars.color.danger, fontWeight: 600 });
