import { style } from '@vanilla-extract/css';

export const viewer = style({ display: 'grid', gap: '1rem', maxWidth: '60rem' });
