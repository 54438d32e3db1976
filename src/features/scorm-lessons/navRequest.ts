// Where the player goes when a SCORM 2004 SCO ends with a navigation request (RTE 4.4 adl.nav.request;
// issue 22): the next or previous lesson, the lesson it names, the lesson cards, or out of the content.
// The lessons are in the manifest's order; whether one may be opened is the server's to say when it is
// (a locked lesson's player shows its pt-BR reason).
import type { ScoLesson } from '../../api/learning-scorm';
import type { NavRequest } from '../../scorm-host/protocol';

export type NavStep =
  /** Open this lesson. */
  | { to: 'lesson'; lesson: ScoLesson }
  /** Leave this lesson: the lesson cards (a single lesson: where 'Fechar' goes). */
  | { to: 'cards' }
  /** Leave the content: the page the learner came from. */
  | { to: 'content' };

/** The step for a request, or undefined for one that leads nowhere here (no lesson before the first). */
export function navStepOf(
  request: NavRequest,
  lessons: readonly ScoLesson[],
  idSco: number,
): NavStep | undefined {
  const at = lessons.findIndex((lesson) => lesson.idSco === idSco);
  const lessonAt = (index: number): NavStep | undefined => {
    const lesson = at < 0 ? undefined : lessons[index];
    return lesson ? { to: 'lesson', lesson } : undefined;
  };
  switch (request.kind) {
    // Past the last lesson, the content is over: its cards say how it went.
    case 'continue':
      return lessonAt(at + 1) ?? { to: 'cards' };
    case 'previous':
      return at > 0 ? lessonAt(at - 1) : undefined;
    case 'choice':
    case 'jump': {
      const chosen = lessons.find((lesson) => lesson.identifier === request.target);
      return chosen ? { to: 'lesson', lesson: chosen } : undefined;
    }
    case 'exit':
    case 'abandon':
      return { to: 'cards' };
    case 'exitAll':
    case 'abandonAll':
    case 'suspendAll':
      return { to: 'content' };
  }
}
