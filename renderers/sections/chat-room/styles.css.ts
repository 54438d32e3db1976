import { style } from '@vanilla-extract/css';

export const error = style({ padding: '2rem 1rem', textAlign: 'center' });
