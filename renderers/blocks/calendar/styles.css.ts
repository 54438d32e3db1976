import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { stackedList } from '../../../src/theme/primitives';

export const filter = style({ maxWidth: '18rem' });

export const month = style({ display: 'grid', gap: '0.5rem' });

export const monthTitle = style({ margin: 0, color: vars.color.itemText, fontSize: '1.125rem' });

export const days = style(stackedList('0.75rem'));

export const day = style({ display: 'grid', gap: '0.375rem' });

export const dayTitle = style({ margin: 0, fontWeight: 700, color: vars.color.itemText });

export const weekday = style({ fontWeight: 400, color: vars.color.itemDescription });

export const events = style(stackedList('0.375rem'));
