import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { sectionColumn } from '../../../src/ui/styleParts';

export const list = style(sectionColumn);

// The theme's alert pair (checked for contrast by the theme), the usual colour of a live mark.
export const live = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  lineHeight: 1.5,
});

export const when = style({
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.8125rem',
  fontWeight: 600,
});
