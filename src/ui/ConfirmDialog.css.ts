import { style } from '@vanilla-extract/css';
import { endActions } from './styleParts';

export { primary, secondary } from './buttons.css';

export const actions = style(endActions);
