// Typography of sanitised server HTML (articles, rich pages): readable measure, spacing between
// blocks, images and tables kept inside the column. Only element selectors under one class: the
// HTML itself carries no style (the sanitiser drops it, the CSP would refuse it).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const richText = style({
  maxWidth: '72ch',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} :is(p, ul, ol, blockquote, table, pre, figure)`, { margin: '0 0 1rem' });
globalStyle(`${richText} :is(h1, h2, h3, h4, h5, h6)`, { margin: '1.5rem 0 0.5rem', lineHeight: 1.25 });
globalStyle(`${richText} :is(ul, ol)`, { paddingInlineStart: '1.5rem' });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.card });
globalStyle(`${richText} a`, { color: vars.color.primaryText, textDecoration: 'underline' });
globalStyle(`${richText} blockquote`, {
  paddingInlineStart: '1rem',
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${richText} table`, { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${richText} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: '0.375rem 0.5rem',
});
globalStyle(`${richText} pre`, { overflowX: 'auto', whiteSpace: 'pre-wrap' });
