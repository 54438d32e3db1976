import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Previous at the start, next at the end, wrapping under each other on a narrow screen. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, flexBasis: '100%' });

export const blocked = style({ opacity: 0.5, cursor: 'not-allowed' });
