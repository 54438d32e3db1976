import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { endActions } from '../../ui/styleParts';

export const picker = style({ display: 'grid', gap: '1rem' });

export const search = style({ display: 'grid', gap: '0.35rem' });

export const topics = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: '0.5rem 1rem',
});

export const box = style({ display: 'flex', alignItems: 'flex-start', gap: '0.5rem', cursor: 'pointer' });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const actions = style(endActions);
