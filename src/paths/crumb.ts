import type { To } from 'react-router-dom';

/** One step of a trail of links (src/ui/breadcrumbs draws them): the path builders write them too. */
export interface Crumb {
  label: string;
  to: To;
}
