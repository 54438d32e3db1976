// The page around a story looks like the app's: tenant background and body font.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.onBackground,
  fontFamily: vars.font.body,
});
