// Card formats and how many cards fit a row (learning-area.md 2.3 and 9, "Paging and limits"):
// portrait 5, square 4, landscape-xsmall 3 on the widest screens; on large screens 3, on medium
// screens 2. The spec names no count below medium: small screens keep medium's 2. And how many
// cards a paged block asks for at a time, which follows from them.
import type { BlockParameters } from '../../generated/types';

export type CardFormat = NonNullable<BlockParameters['cardFormat']>;
export type CardVariant = 'standard' | 'block' | 'banner' | 'journey' | 'avatar';

export const DEFAULT_FORMAT: CardFormat = 'landscape-xsmall';

/** Columns of each format on the widest screens. */
export const FORMAT_COLUMNS: Record<CardFormat, number> = { portrait: 5, square: 4, 'landscape-xsmall': 3 };

/** Screen widths in px where medium, large and extra-large screens start (below medium: small). */
export const SCREEN = { medium: 768, large: 992, extraLarge: 1200 } as const;

export function columnsFor(format: CardFormat, width: number): number {
  if (width >= SCREEN.extraLarge) return FORMAT_COLUMNS[format];
  if (width >= SCREEN.large) return Math.min(3, FORMAT_COLUMNS[format]);
  return 2;
}

/**
 * How many cards a paged block (catalog, recommendations) asks for (learning-area.md 9): two rows of
 * its columns per step and one more at first; on small screens 6 at first and 5 per step.
 */
export function fetchSizes(format: CardFormat, width: number): { first: number; step: number } {
  if (width < SCREEN.medium) return { first: 6, step: 5 };
  const step = 2 * columnsFor(format, width);
  return { first: step + 1, step };
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
