import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { visuallyHidden } from './primitives';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  background: vars.color.background,
  color: vars.color.onBackground,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: vars.color.primaryText });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.secondary}`, outlineOffset: '2px' });
globalStyle('img', { maxWidth: '100%' });
globalStyle('.visually-hidden', visuallyHidden);
