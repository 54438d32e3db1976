// The learning catalog (learning-area.md 2.2, 2.3): its search and tag filter, its full grid, the
// 'Ver todos' address, shared by the Catalog block and the catalog page. Lazy: only those import it.
export { CatalogFilters } from './CatalogFilters';
export { CatalogGrid } from './CatalogGrid';
export { CoursePresentation } from './CoursePresentation';
export { MoreNodes } from './MoreNodes';
export { asElements, pagesAsElements, usePageSizes } from './nodeCards';
export { PAGE_DEPTH, readSeeAll, seeAllPath } from './seeAll';
export { toggled, useCatalogFilter, type CatalogFilterState } from './useCatalogFilter';
