import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { wrapRow } from '../../theme/primitives';

/** Previous at the start, next at the end, wrapping under each other on a narrow screen. */
export const footer = style({
  ...wrapRow('0.75rem'),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, flexBasis: '100%' });

export const blocked = style({ opacity: 0.5, cursor: 'not-allowed' });
