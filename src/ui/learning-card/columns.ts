// Card formats and how many cards fit a row (learning-area.md 2.3 and 9, "Paging and limits"):
// portrait 5, square 4, landscape-xsmall 3 on the widest screens; on large screens 3, on medium
// screens 2. The spec names no count below medium: small screens keep medium's 2.
import type { BlockParameters } from '../../generated/types';

export type CardFormat = NonNullable<BlockParameters['cardFormat']>;
export type CardVariant = 'standard' | 'block' | 'banner' | 'journey' | 'avatar';

export const DEFAULT_FORMAT: CardFormat = 'landscape-xsmall';

/** Columns of each format on the widest screens. */
export const FORMAT_COLUMNS: Record<CardFormat, number> = { portrait: 5, square: 4, 'landscape-xsmall': 3 };

/** Screen widths in px where large and extra-large screens start (below large: medium and small). */
export const SCREEN = { large: 992, extraLarge: 1200 } as const;

export function columnsFor(format: CardFormat, width: number): number {
  if (width >= SCREEN.extraLarge) return FORMAT_COLUMNS[format];
  if (width >= SCREEN.large) return Math.min(3, FORMAT_COLUMNS[format]);
  return 2;
}

const VARIANTS: readonly string[] = [
  'standard',
  'block',
  'banner',
  'journey',
  'avatar',
] satisfies CardVariant[];
const isVariant = (value: string | undefined): value is CardVariant => VARIANTS.includes(value ?? '');

/**
 * A block's cards: its parameters' cardFormat (landscape-xsmall when none), and the variant its
 * parameter `type` names, else the block type's own.
 */
export function cardOptions(
  parameters: Pick<BlockParameters, 'cardFormat' | 'type'>,
  byDefault: CardVariant,
): { format: CardFormat; variant: CardVariant } {
  return {
    format: parameters.cardFormat ?? DEFAULT_FORMAT,
    variant: isVariant(parameters.type) ? parameters.type : byDefault,
  };
}
