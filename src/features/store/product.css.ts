import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { wrapRow } from '../../theme/primitives';
import { stackCard } from '../../ui/styleParts';

export const toolbar = style({
  ...wrapRow('0.5rem'),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const product = style({
  ...stackCard('1rem'),
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
});

export const details = style({ display: 'grid', gap: '0.75rem', alignContent: 'start' });

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const action = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' });

export const content = style({
  gridColumn: '1 / -1',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});
