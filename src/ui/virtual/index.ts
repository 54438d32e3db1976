// Virtualised lists: only what is on screen is in the DOM, and the scroll position survives a visit
// elsewhere and back.
export { VirtualGrid } from './VirtualGrid';
export { columnsFor, rowCount, rowRange, estimateRowHeight } from './grid';
export { readScroll, writeScroll, canRestore, type SavedScroll } from './scroll-memory';
