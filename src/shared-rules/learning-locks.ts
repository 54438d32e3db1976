// Locking and percent rules of the learning area (learning-area.md 4.1, 4.3), in ONE place: the
// browser (navigation map, previous/next buttons, block cards) and the server (which refuses to serve
// or progress a locked content) both import this module, so what the learner sees locked and what the
// server refuses cannot disagree. Pure functions over plain fields; no I/O, no dates taken from the clock.

/** Statuses that count as done (4.1: COMPLETED, PASSED, EQUIVALENCY 'Concluído por equivalência'). */
const doneStatuses: ReadonlySet<string> = new Set(['COMPLETED', 'PASSED', 'EQUIVALENCY']);
/** Statuses of a content the learner has started but not finished (4.1 'Em andamento'). */
const startedStatuses: ReadonlySet<string> = new Set(['IN_PROGRESS', 'INCOMPLETE']);

/** The packaged course (SCORM) content type (2.4). */
export const SCORM_CONTENT_TYPE = 26;

export function isDoneStatus(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && doneStatuses.has(status);
}

/** Progress is 0 to 100 (9); a node or block element is complete at 100. */
export function isFullProgress(progress: number | null | undefined): boolean {
  return (progress ?? 0) >= 100;
}

/** Rule 4.3 (1): a lesson card is locked when prerequisites exist and are not met. */
export function isLessonLocked(lesson: { hasPrerequisites: boolean; prerequisitesMet: boolean }): boolean {
  return lesson.hasPrerequisites && !lesson.prerequisitesMet;
}

/** One step of a path (a content item or a module) as the sequential rule reads it. */
export interface Step {
  sequential: boolean;
  /** entryPoint 1 marks a module that is never locked by the step before it. */
  entryPoint?: number | null;
  /** Some prerequisite of the step is not done. */
  prerequisitesUnmet?: boolean;
  /** The step is complete (its status or its progress says so). */
  done: boolean;
}

/**
 * Rule 4.3 (2): a sequential step is locked until the step before it is complete, except an entry
 * point (entryPoint 1); a step with unmet prerequisites is locked whatever its place.
 */
export function isStepLocked(steps: readonly Step[], index: number): boolean {
  const step = steps[index];
  if (!step) return false;
  if (step.prerequisitesUnmet) return true;
  if (step.entryPoint === 1) return false;
  const previous = steps[index - 1];
  return step.sequential && previous !== undefined && !previous.done;
}

/** Rule 4.3 (2, blocks): an element is unlocked only if the element before it has progress 100; the first never is locked. */
export function isBlockElementLocked(
  progresses: readonly (number | null | undefined)[],
  index: number,
): boolean {
  if (index <= 0) return false;
  return !isFullProgress(progresses[index - 1]);
}

/** A navigation-map element as 3 names it (only the fields the rules read). */
export interface MapElementState {
  elementType: string;
  idContentType?: number | null;
  contentEnrollment?: { status?: string | null; progress?: number | null; startDate?: string | null } | null;
  nodeEnrollment?: { status?: string | null; progress?: number | null } | null;
  questionnaire?: { finishDate?: string | null } | null;
}

const isEvaluation = (element: MapElementState) => element.elementType === 'EVALUATION';
const evaluationFinished = (element: MapElementState) => Boolean(element.questionnaire?.finishDate);

/**
 * Rule 4.3 (3): on the navigation map an item is complete when it is a content item COMPLETED (or
 * another done status), a node enrollment COMPLETED, or an evaluation with a finish date.
 */
export function isMapElementComplete(element: MapElementState): boolean {
  if (isEvaluation(element)) return evaluationFinished(element);
  if (element.elementType === 'NODE') return isDoneStatus(element.nodeEnrollment?.status);
  return isDoneStatus(element.contentEnrollment?.status);
}

/** A content item's state as the percent rule reads it (a map element's or a stored row's). */
export interface ContentState {
  idContentType?: number | null;
  status?: string | null;
  progress?: number | null;
}

/**
 * Rule 4.3 (3, percent) for a content item: a packaged course (type 26) counts 50 while started (in
 * progress), else its finished 100 (one not opened yet counts 0, like any content); any other content
 * 100 when done, else its own progress. The server's node progress is the mean of these.
 */
export function contentPercent({ idContentType, status, progress }: ContentState): number {
  if (idContentType === SCORM_CONTENT_TYPE) {
    if (!status || status === 'NOT_ATTEMPTED') return 0;
    return startedStatuses.has(status) ? 50 : 100;
  }
  if (isDoneStatus(status)) return 100;
  return clampPercent(progress);
}

/**
 * Rule 4.3 (3, percent) on the map: an evaluation counts 100 when finished, else 50; a node its node
 * enrollment's progress; a content item as contentPercent says.
 */
export function mapElementPercent(element: MapElementState): number {
  if (isEvaluation(element)) return evaluationFinished(element) ? 100 : 50;
  if (element.elementType === 'NODE') return clampPercent(element.nodeEnrollment?.progress);
  return contentPercent({
    idContentType: element.idContentType,
    status: element.contentEnrollment?.status,
    progress: element.contentEnrollment?.progress,
  });
}

function clampPercent(progress: number | null | undefined): number {
  return Math.min(100, Math.max(0, Math.round(progress ?? 0)));
}

/** The map's steps at one level, in order: each element's sequential flag and whether it is complete. */
export function mapSteps(elements: readonly (MapElementState & { sequential?: boolean | null })[]): Step[] {
  return elements.map((element) => ({
    sequential: element.sequential === true,
    done: isMapElementComplete(element),
  }));
}

/**
 * Rule 4.3 (4): the 'next' button is blocked when the next item is sequential and the current content is
 * not COMPLETED, unless unlock is forced or the current evaluation is finished.
 */
export function isNextBlocked(state: {
  nextSequential: boolean;
  currentStatus: string | null | undefined;
  forceUnlock?: boolean;
  currentEvaluationFinished?: boolean;
}): boolean {
  if (!state.nextSequential) return false;
  if (state.forceUnlock || state.currentEvaluationFinished) return false;
  return !isDoneStatus(state.currentStatus);
}

/** Rule 4.3 (5): a class that has not yet started locks its card. */
export function isClassNotStarted(initialDate: string | null | undefined, now: Date): boolean {
  if (!initialDate) return false;
  const start = new Date(initialDate);
  return !Number.isNaN(start.getTime()) && start > now;
}
