import { style } from '@vanilla-extract/css';
import { checkboxLabel, endActions } from '../../ui/styleParts';
import { errorText } from '../../theme/primitives';

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

export const box = style(checkboxLabel);

export const error = style(errorText);

export const actions = style(endActions);
