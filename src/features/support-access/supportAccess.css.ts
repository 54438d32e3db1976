import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { errorText, rowCard, rowList, rowTitle, wrapRow } from '../../theme/primitives';
import { linkButton, outlinedControl, primaryButton } from '../../ui/styleParts';

export const page = style({
  display: 'grid',
  gap: '1rem',
  padding: '1rem',
  maxWidth: '70rem',
  margin: '0 auto',
});
export const title = style({ margin: 0, fontSize: '1.5rem', color: vars.color.itemText });
export const intro = style({ margin: 0, maxWidth: '48rem' });
export const search = style({ display: 'grid', gap: '0.4rem', maxWidth: '40rem' });
export const label = style({ fontWeight: 600 });
export const searchRow = style(wrapRow('0.5rem'));
export const input = style({
  flex: '1 1 14rem',
  minWidth: 0,
  ...outlinedControl,
  padding: '0.6rem 0.75rem',
});
export const button = style({
  ...primaryButton,
  padding: '0.6rem 1.25rem',
  minHeight: '2.75rem',
  selectors: { '&:disabled': { cursor: 'progress' } },
});
export const hint = style(errorText);
export const count = style({ margin: 0, color: vars.color.textMuted });
/** A long e-mail never widens the page. */
export const tableBox = style({ overflowX: 'auto' });
export const rowButton = style({
  ...linkButton,
  minHeight: '2.75rem',
});
export const cards = style(rowList);
export const card = style({ ...rowCard, gap: '0.25rem' });
export const cardTitle = style(rowTitle);
export const cardLine = style({ margin: 0, color: vars.color.textMuted });

/** The banner of a support access, over every screen. */
export const banner = style({
  ...wrapRow('0.5rem 1rem'),
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0.5rem 1rem',
  background: vars.color.third,
  color: vars.color.onThird,
  fontWeight: 600,
  textAlign: 'center',
});
export const bannerButton = style({
  font: 'inherit',
  fontWeight: 700,
  padding: '0.35rem 0.9rem',
  minHeight: '2.25rem',
  border: `2px solid ${vars.color.onThird}`,
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.onThird,
  cursor: 'pointer',
});
