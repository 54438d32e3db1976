// External courses (learning-area.md 4.9, 5, 7.7).
import type { Area } from '../http/route-table.ts';

export const externalCoursesArea: Area = {
  name: 'external-courses',
  routes: () => [],
};
