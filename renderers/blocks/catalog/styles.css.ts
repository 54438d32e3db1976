import { style } from '@vanilla-extract/css';
import { seeAllLink } from '../../../src/ui/styleParts';

// A link that reads as one: the brand's text colour, a 44 px target (WCAG 2.5.5).
export const seeAll = style(seeAllLink);
