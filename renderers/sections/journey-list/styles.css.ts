import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { sectionColumn } from '../../../src/ui/styleParts';

export const list = style(sectionColumn);

export const kind = style({
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
