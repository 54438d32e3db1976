import { style, styleVariants } from '@vanilla-extract/css';
import type { FileKind } from '../../../src/ui/fileType';
import { vars } from '../../../src/theme/contract.css';
import { sectionColumn } from '../../../src/ui/styleParts';

export const list = style(sectionColumn);

export const fileType = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.75rem',
  fontWeight: 600,
});

const chip = {
  display: 'inline-block',
  minWidth: '2.25rem',
  padding: '0.125rem 0.375rem',
  borderRadius: '4px',
  fontFamily: vars.font.body,
  fontSize: '0.6875rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  textAlign: 'center',
  lineHeight: 1.5,
} as const;

// Theme pairs only (each checked for contrast by the theme): the kinds differ by hue where the
// tenant's palette allows, and always by the extension written on them.
const pair = (background: string, color: string) => ({ ...chip, background, color });

export const icon = styleVariants<Record<FileKind, ReturnType<typeof pair>>>({
  pdf: pair(vars.color.danger, vars.color.onDanger),
  document: pair(vars.color.primary, vars.color.onPrimary),
  spreadsheet: pair(vars.color.secondary, vars.color.onSecondary),
  presentation: pair(vars.color.third, vars.color.onThird),
  image: pair(vars.color.fourth, vars.color.onFourth),
  audio: pair(vars.color.fourth, vars.color.onFourth),
  video: pair(vars.color.fourth, vars.color.onFourth),
  archive: pair(vars.color.third, vars.color.onThird),
  text: pair(vars.color.fourth, vars.color.onFourth),
  file: pair(vars.color.fourth, vars.color.onFourth),
});
