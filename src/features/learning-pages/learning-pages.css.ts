import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stackedList, wrapRow } from '../../theme/primitives';

export const page = style({ display: 'grid', gap: '1.5rem', padding: '1rem 0' });

// The header and card sections indented as a page's blocks are (BlockFrame's inline padding): the
// level page had its title 12 px left of its blocks.
export const header = style({ display: 'grid', gap: '0.5rem', paddingInline: '0.75rem' });

export const title = style({ margin: 0, fontSize: '1.6rem', color: vars.color.text });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: '0.75rem', paddingInline: '0.75rem' });

export const sectionTitle = style({ margin: 0, fontSize: '1.2rem' });

export const actions = style({ ...wrapRow('0.5rem'), alignItems: 'center' });

export const action = style({
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.primaryText,
  padding: '0.35rem 0.85rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const field = style({ display: 'grid', gap: '0.35rem', fontWeight: 600 });

export const input = style({ font: 'inherit', padding: '0.5rem', width: '100%', boxSizing: 'border-box' });

export const copied = style({ minHeight: '1.5em', margin: '0.5rem 0 0', fontWeight: 600 });

export const plainList = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.35rem' });

export const attachments = style(stackedList('0.75rem'));

export const attachment = style({ display: 'flex', gap: '0.75rem', alignItems: 'center' });

export const kind = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted });

export const wait = style({ padding: '2rem 0', textAlign: 'center', fontWeight: 600 });

export const tree = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.4rem' });

export const treeProgress = style({ color: vars.color.textMuted, marginInlineStart: '0.5rem' });
