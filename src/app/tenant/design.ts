// Finding a section's design entry and its format, with the spec's defaults.
import type { DesignEntry, DesignFormat, MenuSection } from '../../generated/types';

export const designFor = (design: DesignEntry[], idSection: number | undefined): DesignFormat =>
  design.find((entry) => entry.idSection === idSection)?.format ?? {};

/** The home is the first section of the menu. */
export const homeSection = (menu: MenuSection[]): MenuSection | undefined => menu[0];

/** showTopBar and showBottomMenu default to shown (content-app.md 2.5, 9). */
export const frameFlags = (format: DesignFormat) => ({
  showTopBar: format.general?.showTopBar ?? true,
  showBottomMenu: format.general?.showBottomMenu ?? true,
  showFooter: format.footer?.showfooter ?? false,
});
