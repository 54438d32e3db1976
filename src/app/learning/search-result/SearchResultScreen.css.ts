import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const screen = style({ display: 'grid', gap: '0.75rem' });

export const title = style({
  margin: 0,
  fontSize: '1.5rem',
  color: vars.color.onBackground,
  overflowWrap: 'anywhere',
});

export const rule = style({ margin: 0, color: vars.color.onBackground });

export const count = style({ margin: 0, color: vars.color.onBackground, fontSize: '0.9375rem' });

export const sentinel = style({ height: '1px' });

export const loadMore = style({ justifySelf: 'center' });
