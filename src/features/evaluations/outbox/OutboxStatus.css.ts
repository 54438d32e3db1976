import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const status = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const refused = style({ color: vars.color.danger, fontWeight: 600 });
