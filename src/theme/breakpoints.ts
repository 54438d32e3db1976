// Screen widths the specs name, in one place. learning-area.md 9: "Desktop means width above 800
// (900 in the header)"; what is not desktop is the small screen of its display rules (breadcrumbs,
// the catalog's first load of 6 and steps of 5).
export const LEARNING_DESKTOP_MIN_WIDTH = 801;

/** A small screen of the learning area: 800 px wide or less. */
export const isSmallScreen = (width: number) => width < LEARNING_DESKTOP_MIN_WIDTH;
