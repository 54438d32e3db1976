import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { rowCard, rowList, rowTitle, wrapRow } from '../../theme/primitives';

export const list = style(rowList);

export const row = style({ ...rowCard, justifyItems: 'start' });

export const name = style(rowTitle);

export const facts = style({ ...wrapRow('0.25rem 1.5rem'), margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const awaiting = style({ margin: 0, fontWeight: 600, color: vars.color.primaryText });

export const thanks = style({ margin: '0 0 0.75rem', fontWeight: 600 });

export const wait = style({ margin: '0 0 0.75rem' });

export const refusal = style({ margin: '0 0 0.75rem', color: vars.color.danger, fontWeight: 600 });
