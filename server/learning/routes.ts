// The learning area (learning-area.md 7): the catalog and pages, the learner's own reads, enrolments and
// requests, and the calls made inside an enrolment, each table in its own file.
import type { Area } from '../http/route-table.ts';
import { catalogRoutes } from './routes-catalog.ts';
import { contentProgressRoutes } from './routes-content-progress.ts';
import { enrolledRoutes } from './routes-enrolled.ts';
import { enrollmentRoutes } from './routes-enrollment.ts';
import { learnerRoutes } from './routes-learner.ts';
import { pagesRoutes } from './routes-pages.ts';
import { progressRoutes } from './routes-progress.ts';
import { requestRoutes } from './routes-requests.ts';

export const learningArea: Area = {
  name: 'learning',
  routes: (context) => [
    ...catalogRoutes(context),
    ...pagesRoutes(context),
    ...learnerRoutes(context),
    ...enrollmentRoutes(context),
    ...requestRoutes(context),
    ...enrolledRoutes(context),
    ...progressRoutes(context),
    ...contentProgressRoutes(context),
  ],
};
