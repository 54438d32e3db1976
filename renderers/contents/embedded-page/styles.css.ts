import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

// The frame and its height: src/ui/framed-page; here only the viewer's own margins.
export const wrapper = style({ display: 'grid', padding: '0 0.75rem 1rem' });

export const status = style({ padding: '1rem', color: vars.color.textMuted });
