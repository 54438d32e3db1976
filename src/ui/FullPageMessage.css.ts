import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A message alone on the page. index.html's own waiting line (before the app's script runs) is drawn
 * the same way ([data-app-loading], below; this sheet is in the first paint's CSS): when the app draws its own in its place, nothing
 * moves (issue 21: that swap was a layout shift of 0.019 on every page).
 */
export const fullPageRules = {
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '2rem',
  textAlign: 'center',
  fontSize: '1.125rem',
} as const;

export const fullPage = style(fullPageRules);

globalStyle('[data-app-loading]', fullPageRules);
