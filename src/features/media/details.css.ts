import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mutedCaption } from '../../theme/primitives';
import { itemDescription } from '../../ui/styleParts';

export const meta = style({
  ...mutedCaption,
  fontFamily: vars.font.body,
});

export const description = style({
  ...itemDescription,
  lineHeight: 1.5,
});

export const content = style({ fontFamily: vars.font.body, lineHeight: 1.6, color: vars.color.text });

globalStyle(`${description} > :first-child, ${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
