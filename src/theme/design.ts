// Finding a section's design entry and its format, with the spec's defaults.
import type { DesignEntry, DesignFormat, MenuSection } from '../generated/types';

// Stable empties, so memoised validation and theme styles do not rerun on every render.
const NO_FORMAT: DesignFormat = {};
export const NO_ITEMS: readonly never[] = [];

export const designFor = (design: readonly DesignEntry[], idSection: number | undefined): DesignFormat =>
  design.find((entry) => entry.idSection === idSection)?.format ?? NO_FORMAT;

/** The home is the first section of the menu. */
export const homeSection = (menu: readonly MenuSection[]): MenuSection | undefined => menu[0];

/** showTopBar and showBottomMenu default to shown (content-app.md 2.5, 9). */
export const frameFlags = (format: DesignFormat) => ({
  showTopBar: format.general?.showTopBar ?? true,
  showBottomMenu: format.general?.showBottomMenu ?? true,
  showFooter: format.footer?.showfooter ?? false,
});
