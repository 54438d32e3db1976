// The learning cards' rules (learning-area.md 4.3 and 4.4): what state a card is in, when a course may
// be taken again, when a completed enrollment closes its content, and which elements of a block are
// unlocked. One module for the app's cards and the server's refusals (the server imports it too), so
// a card never offers what the server refuses, nor hides what it allows.

/** The four statuses of an enrollment that ended with its course done (4.1). */
const DONE = ['COMPLETED', 'PASSED', 'EQUIVALENCY'];
/** An enrollment that ended without success: a new class may take the learner again (4.4). */
const ENDED_WITHOUT_SUCCESS = ['EXPIRED', 'FAILED'];

/** What a rule reads of a class (learning-area.md 3 Team). */
export interface ClassRules {
  initialDate?: string;
  finalDate?: string;
  allowReenrollment?: number;
  allowAccessUponCompletion?: number;
}

/** A class whose final date has passed: no enrollment, no re-enrollment (4.4). */
export function classHasEnded(team: ClassRules, now: Date): boolean {
  return team.finalDate !== undefined && new Date(team.finalDate).getTime() <= now.getTime();
}

/** A class whose start date is still to come: its card is locked (4.3) and its level sends to /myjourney (2.2). */
export function classIsFuture(team: ClassRules | undefined, now: Date): boolean {
  return team?.initialDate !== undefined && new Date(team.initialDate).getTime() > now.getTime();
}

/** 4.4: 'COMPLETED with allowAccessUponCompletion 0 is inactive': the course is done and closed. */
export function isClosedUponCompletion(status: string | undefined, team: ClassRules | undefined): boolean {
  return status !== undefined && DONE.includes(status) && team?.allowAccessUponCompletion === 0;
}

/**
 * 4.4: 'Re-enrollment is offered for EXPIRED or FAILED when allowed, the class has not ended and
 * reenrollment is permitted': an enrollment that ended without success, a class still open, and a
 * class that allows re-enrollment (allowReenrollment 1).
 */
export function mayReenroll(status: string | undefined, team: ClassRules, now: Date): boolean {
  return (
    status !== undefined &&
    ENDED_WITHOUT_SUCCESS.includes(status) &&
    team.allowReenrollment === 1 &&
    !classHasEnded(team, now)
  );
}

/** The card states of 4.4. */
export type CardState =
  | 'processing'
  | 'isCatalog'
  | 'freeContent'
  | 'isNodeEnrollment'
  | 'isEnrollment'
  | 'reenroll'
  | 'canEnrollment'
  | 'inactive';

/** What a card knows of its element and of the learner's enrollment in it. */
export interface CardFacts {
  kind: 'NODE' | 'CONTENT' | 'EVALUATION' | 'IMAGE';
  nodeType?: 'ORGANIZATION' | 'LEARNING';
  /** The node enrollment is still being created by the server (the PROCESSING flag of 4.1). */
  processing?: boolean;
  /** The learner's enrollment covering the element, when there is one. */
  enrollment?: { status?: string; team?: ClassRules };
  /** The learner's node enrollment in the element's node exists (an id). */
  hasNodeEnrollment?: boolean;
  /** The node lets a learner enroll by themselves (3 Node). */
  selfEnrollment?: boolean;
}

/**
 * A card's state (4.4), in the order the rules win: a node enrollment being processed; a group of
 * courses (ORGANIZATION), opened as a catalog; a content outside any enrollment, free to open; the
 * learner's enrollment, closed when done in a class closed upon completion, offering re-enrollment
 * when it ended without success and the class allows it, else open with or without its node
 * enrollment; no enrollment: enrolment offered when the node allows self-enrollment, else inactive
 * ('ESTA PÁGINA NÃO POSSUI MATRÍCULA E NÃO PERMITE UMA MATRÍCULA.' is only logged).
 */
export function cardState(facts: CardFacts, now: Date): CardState {
  if (facts.processing) return 'processing';
  if (facts.kind === 'NODE' && facts.nodeType === 'ORGANIZATION') return 'isCatalog';
  const { enrollment } = facts;
  if (facts.kind !== 'NODE') return enrollment ? 'isEnrollment' : 'freeContent';
  if (enrollment) {
    if (isClosedUponCompletion(enrollment.status, enrollment.team)) return 'inactive';
    if (enrollment.status !== undefined && ENDED_WITHOUT_SUCCESS.includes(enrollment.status)) {
      return enrollment.team && mayReenroll(enrollment.status, enrollment.team, now)
        ? 'reenroll'
        : 'inactive';
    }
    return facts.hasNodeEnrollment ? 'isNodeEnrollment' : 'isEnrollment';
  }
  return facts.selfEnrollment ? 'canEnrollment' : 'inactive';
}

/** States whose card opens the element (a page, a catalog or a content). */
export const opensElement = (state: CardState): boolean =>
  state === 'isCatalog' ||
  state === 'freeContent' ||
  state === 'isNodeEnrollment' ||
  state === 'isEnrollment';

/** States whose card offers the class selection modal. */
export const offersEnrollment = (state: CardState): boolean =>
  state === 'canEnrollment' || state === 'reenroll';

/**
 * 4.3: 'In a block, an element is unlocked only if the previous element has progress 100; the first
 * is always unlocked.' Progress of each element in block order (undefined: none yet).
 */
export function blockElementUnlocked(progresses: readonly (number | undefined)[], index: number): boolean {
  if (index <= 0) return true;
  return (progresses[index - 1] ?? 0) >= 100;
}
