import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/generated/types.ts';
import type { StoredContent, StoredNode } from './store.ts';
import type { StoredEvaluation } from '../evaluations/store.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import {
  isContentClosed,
  isContentLocked,
  isEvaluationLocked,
  isStepLocked,
  pathItemsOf,
} from './path-rules.ts';
import { mediaSigner, unsignedMedia } from '../tenants/media-signature.ts';
import { contentView } from './views.ts';
import { isActiveEnrollment, nodeProgress, type LearningView } from './view-model.ts';

const team: Team = { idTeam: 1, name: 'Turma', nodeCode: 'CURSO', allowAccessUponCompletion: 1 };
const node = (
  nodeCode: string,
  parentCode: string | null,
  fields: Record<string, unknown> = {},
): StoredNode => ({
  nodeCode,
  idNode: nodeCode.length,
  parentCode,
  nodeType: parentCode === null ? 'ORGANIZATION' : 'LEARNING',
  position: 0,
  fields: { title: nodeCode, ...fields },
});
const content = (idContentItem: number, nodeCode: string, sequential = true): StoredContent => ({
  nodeCode,
  item: { idContentItem, idContentType: 2, text: `Item ${idContentItem}`, sequential },
});

/** A course with two sequential modules; the second also names the first as prerequisite. */
/** A view over a small course; its evaluations per node stay writable for the tests that add some. */
function viewWith(done: Record<number, number>): {
  view: LearningView;
  enrollment: LearnerEnrollment;
  evaluationsByNode: Map<string, StoredEvaluation[]>;
} {
  const evaluationsByNode = new Map<string, StoredEvaluation[]>();
  const nodes = [
    node('CURSO', null),
    node('M1', 'CURSO', { entryPoint: 1, sequential: true }),
    node('M2', 'CURSO', { sequential: true, prerequisites: ['M1'] }),
  ];
  const contents = [content(1, 'M1'), content(2, 'M1'), content(3, 'M1', false), content(4, 'M2')];
  const enrollment: LearnerEnrollment = {
    idEnrollment: 9,
    idTeam: 1,
    status: 'IN_PROGRESS',
    nodeCode: 'CURSO',
    team,
  };
  const children = new Map<string | null, StoredNode[]>();
  for (const each of nodes) children.set(each.parentCode, [...(children.get(each.parentCode) ?? []), each]);
  const view: LearningView = {
    tree: { nodes, byCode: new Map(nodes.map((each) => [each.nodeCode, each])), children },
    learner: {
      idUser: 1,
      enrollments: [enrollment],
      nodeEnrollments: [],
      contentEnrollments: Object.entries(done).map(([id, progress], index) => ({
        idContentEnrollment: index + 1,
        idEnrollment: 9,
        idNodeEnrollment: null,
        idContentItem: Number(id),
        status: progress >= 100 ? 'COMPLETED' : 'IN_PROGRESS',
        progress,
        grade: null,
        startDate: null,
        finishDate: null,
        lastAccessDate: null,
      })),
      pendingTeams: new Set(),
    },
    contents,
    contentsByNode: new Map([
      ['M1', contents.slice(0, 3)],
      ['M2', contents.slice(3)],
    ]),
    teams: [team],
    now: new Date('2026-11-24T12:00:00Z'),
    evaluationsByNode,
    blocksByNode: new Map(),
    blocksById: new Map(),
    evaluations: [],
    questionnaires: [],
    signMedia: unsignedMedia,
  };
  return { view, enrollment, evaluationsByNode };
}
const locked = (done: Record<number, number>, id: number) => {
  const { view, enrollment } = viewWith(done);
  return isContentLocked(
    view,
    enrollment,
    view.contents.find((each) => each.item.idContentItem === id)!,
  );
};

describe('locking (learning-area.md 4.3)', () => {
  it('opens the first item and locks a sequential one until the one before is complete', () => {
    expect(locked({}, 1)).toBe(false);
    expect(locked({}, 2)).toBe(true);
    expect(locked({ 1: 99 }, 2)).toBe(true);
    expect(locked({ 1: 100 }, 2)).toBe(false);
  });

  it('never locks an item that is not sequential', () => {
    expect(locked({}, 3)).toBe(false);
  });

  it('locks a module until its prerequisite is done, whatever its own first item says', () => {
    expect(locked({ 1: 100, 2: 100 }, 4)).toBe(true);
    expect(locked({ 1: 100, 2: 100, 3: 100 }, 4)).toBe(false);
  });

  it('never locks an entry point module', () => {
    const { view, enrollment } = viewWith({});
    expect(isStepLocked(view, enrollment, pathItemsOf(view, 'CURSO'), 0)).toBe(false);
  });
});

describe('progress and active enrolments (4.1, 4.4)', () => {
  it("is the mean of the course's items", () => {
    const { view, enrollment } = viewWith({ 1: 100, 2: 40 });
    expect(nodeProgress(view, 'CURSO', enrollment)).toBe(35);
    expect(nodeProgress(view, 'M1', enrollment)).toBe(47);
    expect(nodeProgress(view, 'M2', enrollment)).toBe(0);
  });

  it('counts a packaged course (type 26) 50 while in progress, as the map does (shared rule)', () => {
    const { view, enrollment } = viewWith({ 4: 10 });
    view.contents[3]!.item.idContentType = 26;
    expect(nodeProgress(view, 'M2', enrollment)).toBe(50);
  });

  it('treats EXPIRED, FAILED and COMPLETED without access upon completion as inactive', () => {
    const base: LearnerEnrollment = {
      idEnrollment: 1,
      idTeam: 1,
      status: 'IN_PROGRESS',
      nodeCode: 'CURSO',
      team,
    };
    expect(isActiveEnrollment(base)).toBe(true);
    expect(isActiveEnrollment({ ...base, status: 'COMPLETED' })).toBe(true);
    for (const status of ['EXPIRED', 'FAILED', 'CANCELED'])
      expect(isActiveEnrollment({ ...base, status })).toBe(false);
    expect(
      isActiveEnrollment({ ...base, status: 'COMPLETED', team: { ...team, allowAccessUponCompletion: 0 } }),
    ).toBe(false);
  });
});

describe('evaluations in the sequence (4.3, 4.5)', () => {
  const evaluation = (idEvaluation: number, position: number, fields: Record<string, unknown> = {}) => ({
    idEvaluation,
    nodeCode: 'M1',
    position,
    fields: {
      idEvaluation,
      title: `Avaliação ${idEvaluation}`,
      evaluationType: 'KNOWLEDGE' as const,
      evaluationMasteryScore: 70,
      questionnaireType: 'KNOWLEDGE',
      parameters: {
        timeLimit: null,
        questionAmount: null,
        lockNavigation: 0 as const,
        maxTries: 1,
        lockAfterApproval: '0' as const,
        showResponseSummary: 1 as const,
        closingText: null,
      },
      ...fields,
    },
  });
  const questionnaire = (idEvaluation: number, finishDate: string | null, grade: number | null) => ({
    idQuestionnaire: idEvaluation,
    idUser: 1,
    idEnrollment: 9,
    idNodeEnrollment: 90,
    idEvaluation,
    attempt: 1,
    startDate: '2026-11-24T10:00:00.000Z',
    deadline: null,
    timeLeft: null,
    finishDate,
    grade,
  });

  it('sit between the contents by their position, and a sequential one waits for the step before it', () => {
    const { view, enrollment, evaluationsByNode } = viewWith({ 1: 100 });
    const first = evaluation(71, 1, { sequential: true });
    const last = evaluation(72, 9, { sequential: true });
    evaluationsByNode.set('M1', [first, last]);
    view.evaluations.push(first, last);
    const order = pathItemsOf(view, 'M1').map((item) =>
      item.kind === 'CONTENT'
        ? item.content.item.idContentItem
        : item.kind === 'EVALUATION'
          ? `E${item.evaluation.idEvaluation}`
          : item.kind,
    );
    // Position 1: after the first content; a position past the end: after the last.
    expect(order).toEqual([1, 'E71', 2, 3, 'E72']);
    expect(isEvaluationLocked(view, enrollment, first)).toBe(false);
    // Content 2 (sequential) now waits for the evaluation before it.
    expect(locked({ 1: 100 }, 2)).toBe(false);
    expect(isContentLocked(view, enrollment, view.contents[1]!)).toBe(true);
    view.questionnaires.push(questionnaire(71, '2026-11-24T10:05:00.000Z', 40));
    expect(isContentLocked(view, enrollment, view.contents[1]!)).toBe(false);
  });

  it('count in the node progress by their display status: 0, 50 when started, 100 when finished', () => {
    const { view, enrollment, evaluationsByNode } = viewWith({ 1: 100, 2: 100, 3: 100 });
    const graded = evaluation(73, 3);
    evaluationsByNode.set('M1', [graded]);
    view.evaluations.push(graded);
    expect(nodeProgress(view, 'M1', enrollment)).toBe(75);
    view.questionnaires.push(questionnaire(73, null, null));
    expect(nodeProgress(view, 'M1', enrollment)).toBe(88);
    view.questionnaires[0] = questionnaire(73, '2026-11-24T10:05:00.000Z', 10);
    // Finished counts 100 even when failed (4.5: FAILED at 100).
    expect(nodeProgress(view, 'M1', enrollment)).toBe(100);
  });
});

describe('cards of contents the learner may not open (issue 17 defect 1)', () => {
  const withAddresses = (view: LearningView) => {
    for (const each of view.contents)
      Object.assign(each.item, {
        contentLocation: '/demo/a.mp4',
        mediaLocation: '/demo/a.mp4',
        content: '<p>x</p>',
      });
  };
  const opening = ['contentLocation', 'mediaLocation', 'content'];

  it('shows a locked item without address or body, an open one whole', () => {
    const { view } = viewWith({});
    withAddresses(view);
    const [open, closed] = [view.contents[0]!, view.contents[1]!].map((each) => contentView(view, each));
    for (const field of opening) {
      expect(open).toHaveProperty(field);
      expect(closed).not.toHaveProperty(field);
    }
    expect(closed).toMatchObject({ idContentItem: 2, text: 'Item 2' });
  });

  it("signs an open item's own files, not another site's address nor a closed item's", () => {
    const { view } = viewWith({});
    withAddresses(view);
    view.contents[0]!.item.referenceLink = 'https://example.org/a.mp4';
    view.signMedia = mediaSigner('k', 2, view.now);
    const open = contentView(view, view.contents[0]!);
    const closed = contentView(view, view.contents[1]!);
    expect(open.contentLocation).toMatch(/^\/demo\/a\.mp4\?exp=\d+&sig=[\w-]{43}$/);
    expect(open.mediaLocation).toBe(open.contentLocation);
    expect(open.referenceLink).toBe('https://example.org/a.mp4');
    expect(closed).not.toHaveProperty('contentLocation');
    // The stored item is left as it was: the next learner's view signs it for her.
    expect(view.contents[0]!.item.contentLocation).toBe('/demo/a.mp4');
  });

  it('closes every item behind an unfinished pre-test, and opens them once it is finished', () => {
    const { view, enrollment } = viewWith({});
    view.evaluations = [
      {
        idEvaluation: 7,
        nodeCode: 'CURSO',
        position: 0,
        fields: { evaluationType: 'PRE_TEST' },
      } as unknown as LearningView['evaluations'][number],
    ];
    const item = view.contents[2]!;
    expect(isContentClosed(view, enrollment, item)).toBe(true);
    view.questionnaires = [
      { idEnrollment: 9, idEvaluation: 7, finishDate: '2026-11-24T12:00:00Z' },
    ] as unknown as LearningView['questionnaires'];
    expect(isContentClosed(view, enrollment, item)).toBe(false);
  });
});
