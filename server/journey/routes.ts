// History, certificates and their authenticity (learning-area.md 2.4, 7.5).
import type { Area } from '../http/route-table.ts';

export const journeyArea: Area = {
  name: 'journey',
  routes: () => [],
};
