// A tile's own colour comes from tenant data. Only hex values are used, so the text colour on it
// can be checked for contrast; anything else falls back to the theme's primary pair.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { parseHex, readableOn } from '../../theme/contrast';
import { toneVars } from './shared.css';

export function toneStyle(color: string | undefined): Record<string, string> | undefined {
  if (!color || !parseHex(color)) return undefined;
  // React sets style through the CSSOM, which the strict CSP allows (unlike style="" markup).
  return assignInlineVars({ [toneVars.background]: color, [toneVars.text]: readableOn(color) });
}
