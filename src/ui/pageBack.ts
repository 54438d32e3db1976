/** The back of the page on screen, when it has its own (usePageBack): the header's back calls it. */
export const pageBack: { current: (() => void) | null } = { current: null };
