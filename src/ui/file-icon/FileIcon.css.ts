// The file icon's look: a fixed colour per kind of file (src/ui/file-icon/FileIcon.tsx).
import { style, styleVariants } from '@vanilla-extract/css';
import type { FileKind } from '../fileType';

export const icon = style({ flex: 'none', width: '2.5rem', height: '3rem' });

// A fixed colour per kind of file, as file managers do: recognised at a glance, whatever the tenant's
// palette. Each keeps white text above 4.5:1.
const kindColour: Record<FileKind | 'invalid', string> = {
  pdf: '#B91C1C',
  document: '#1D4ED8',
  spreadsheet: '#15803D',
  presentation: '#C2410C',
  image: '#7E22CE',
  audio: '#0F766E',
  video: '#0E7490',
  archive: '#475569',
  text: '#475569',
  file: '#475569',
  invalid: '#475569',
};

export const iconKind = styleVariants(kindColour, (colour) => ({ color: colour }));
