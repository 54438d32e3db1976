import { describe, expect, it } from 'vitest';
import type { LearningEnrollmentNodeResponse } from '../../generated/types';
import {
  enrollment,
  learningNode,
  learningVideo,
  nodeEnrollment,
} from '../../../tests/fixtures/learning-samples';
import { levelStep } from './levelRules';

const now = new Date('2026-11-24T12:00:00Z');
const context = { idUser: 2, fromSearch: false, now };
const started = { ...enrollment, team: { ...enrollment.team!, initialDate: '2026-09-01T00:00:00Z' } };
const level = (changes: Partial<LearningEnrollmentNodeResponse> = {}): LearningEnrollmentNodeResponse => ({
  data: { ...learningNode, blocks: [], childNodes: [] },
  enrollment: started,
  contents: [],
  lockedContents: [],
  ...changes,
});
const withContent = (item = learningVideo) => level({ contents: [item] });

describe('what a level does when it opens (learning-area.md 2.2)', () => {
  it('a class that starts later sends to the journey, before anything else', () => {
    const later = { ...enrollment, team: { ...enrollment.team!, initialDate: '2026-11-24T12:00:01Z' } };
    expect(levelStep(level({ enrollment: later }), context)).toEqual({
      kind: 'redirect',
      to: '/myJourney/registered',
    });
  });

  it('a node without its node enrollment gets one first', () => {
    const { nodeEnrollment: _none, ...node } = learningNode;
    expect(levelStep(level({ data: node, contents: [learningVideo] }), context)).toEqual({
      kind: 'createNodeEnrollment',
    });
  });

  it('a level whose only thing is one content opens it inside the enrollment', () => {
    expect(levelStep(withContent(), context)).toEqual({
      kind: 'redirect',
      to: `/contentNode/3101/${nodeEnrollment.idNodeEnrollment}/501/2/-`,
    });
  });

  it('a packaged course (type 26) opens its lesson tree under /lms', () => {
    expect(levelStep(withContent({ ...learningVideo, idContentType: 26 }), context)).toEqual({
      kind: 'redirect',
      to: `/lms/501/3101/${nodeEnrollment.idNodeEnrollment}/0`,
    });
  });

  it('not when the learner came from search results', () => {
    expect(levelStep(withContent(), { ...context, fromSearch: true })).toEqual({ kind: 'show' });
  });

  it('not when the level has anything else: a second content, a block, a child node', () => {
    expect(
      levelStep(level({ contents: [learningVideo, { ...learningVideo, idContentItem: 3102 }] }), context),
    ).toEqual({ kind: 'show' });
    const withBlock = level({
      contents: [learningVideo],
      data: { ...learningNode, blocks: [{}], childNodes: [] },
    });
    expect(levelStep(withBlock, context)).toEqual({ kind: 'show' });
    const withChild = level({
      contents: [learningVideo],
      data: { ...learningNode, blocks: [], childNodes: [learningNode] },
    });
    expect(levelStep(withChild, context)).toEqual({ kind: 'show' });
  });

  it('not while a pre-test is pending: its gate stands on the level (4.5)', () => {
    const gated = level({ contents: [learningVideo], preTest: { idEvaluation: 41, title: 'Pré-teste' } });
    expect(levelStep({ ...gated, data: { ...gated.data, blocks: [], childNodes: [] } }, context)).toEqual({
      kind: 'show',
    });
  });

  it('an empty level is shown (it says it has no blocks)', () => {
    expect(levelStep(level(), context)).toEqual({ kind: 'show' });
  });
});
