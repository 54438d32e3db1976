import { style } from '@vanilla-extract/css';
import { richText } from '../../../src/ui/richText.css';

export const text = style([richText, { maxWidth: 'none' }]);
