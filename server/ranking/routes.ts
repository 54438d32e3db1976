// The gamification ranking by campaign and department (learning-area.md 2.4, 7.5).
import type { Area } from '../http/route-table.ts';

export const rankingArea: Area = {
  name: 'ranking',
  routes: () => [],
};
