import { style } from '@vanilla-extract/css';
import { mutedCaption } from '../../../src/theme/primitives';
import { contentDescription } from '../../../src/ui/styleParts';

export const playlist = style({
  display: 'grid',
  gap: '0.75rem',
  maxWidth: '56rem',
  margin: '0 auto',
  padding: '0.75rem',
});

export const description = style(contentDescription);

export const summary = style(mutedCaption);
