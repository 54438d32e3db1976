import { style } from '@vanilla-extract/css';

export const wrapper = style({ padding: '0.75rem' });
