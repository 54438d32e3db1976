// The learning area's pages that `npm run lighthouse` and `npm run bench` measure (issue 21), as bruno
// meets them on horizonte, with what shows each one has loaded and their budgets.
export interface LearningPage {
  name: string;
  /** The address measured. */
  path: string;
  /**
   * Opened first, in the same tab, when the page's address is made by the app: an evaluation's start
   * (`/0?idNodeEnrollment=`) opens the learner's questionnaire and replaces itself with its address.
   * What is measured is then the address it led to, as a learner reloading it would load it.
   */
  via?: string;
  /** A selector present once the page shows its content (not its loading or error state). */
  ready: string;
  /** Lighthouse's lowest median performance score. */
  minScore: number;
  /** JavaScript transferred (compressed, KB) and requests until the network is quiet, empty cache. */
  maxJsKb: number;
  maxRequests: number;
}

export const LEARNING_PAGES: LearningPage[] = [
  {
    name: 'learning home',
    path: '/',
    ready: '[data-learning-home] [data-block]',
    minScore: 95,
    maxJsKb: 300,
    maxRequests: 120,
  },
  {
    name: 'learning course',
    path: '/level/507',
    ready: 'main h1',
    minScore: 95,
    maxJsKb: 200,
    maxRequests: 50,
  },
  {
    name: 'learning evaluation',
    path: '',
    via: '/evaluations/507/4201/0?idNodeEnrollment=50700',
    ready: 'main h1',
    minScore: 95,
    maxJsKb: 170,
    maxRequests: 35,
  },
  {
    name: 'learning SCORM lessons',
    path: '/lms/511/3703/51101/0',
    ready: 'main h1',
    minScore: 95,
    maxJsKb: 170,
    maxRequests: 40,
  },
];
