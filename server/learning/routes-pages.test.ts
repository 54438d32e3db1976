// The learning page of an enrollment (learning-area.md 2.2, 7.2): its node named by code as
// /level/{idEnrollment}/{nodeCode} has it, with the node's own contents and their locks (4.3).
import { describe, expect, it } from 'vitest';
import { learningMessages } from './messages.ts';
import { learningSocialMessages } from '../learning-activity/messages.ts';
import { expectFailure } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { get } = horizonteLearner();

interface Level {
  data: { nodeCode: string; title: string };
  contents: { idContentItem: number; contentEnrollment?: { progress: number } | null }[];
  lockedContents: number[];
}

describe('a learning page of an enrollment named by its node code', () => {
  it('answers the node below the root with its contents, the sequential ones after an unfinished one locked', async () => {
    const response = await get('/api/learning/students/1/enrollments/501?nodeCode=HZ-LID-01-M1');
    const level = answerOf<Level>(response, 'api/learning-enrollment-node-response.json');
    expect(level.data.title).toBe('Módulo 1: diagnóstico da equipe');
    expect(level.contents.map((content) => content.idContentItem)).toEqual([3101, 3102, 3103]);
    expect(level.contents[0]?.contentEnrollment?.progress).toBe(40);
    expect(level.lockedContents).toContain(3102);
    expect(level.lockedContents).not.toContain(3101);
  });

  it('without a code answers the root; a node of another course is not found, in pt-BR', async () => {
    const root = await get('/api/learning/students/1/enrollments/501');
    expect(root.json<Level>().data.nodeCode).toBe('HZ-LID-01');
    expectFailure(
      await get('/api/learning/students/1/enrollments/501?nodeCode=HZ-ATD-01'),
      404,
      learningMessages.nodeNotFound,
    );
  });
});

describe('one block (/cardlist/{idBlock})', () => {
  it("answers a home block with its elements, and a page's block when the page may be opened", async () => {
    const home = await get('/api/learning/blocks/1');
    expect(
      answerOf<{ data: { blockType: string } }>(home, 'api/learning-block-response.json').data.blockType,
    ).toBe('MasterBanner');
    const page = await get('/api/learning/blocks/52');
    expect(page.json<{ data: { elements: unknown[] } }>().data.elements).toHaveLength(3);
  });

  it('refuses an unknown block in pt-BR', async () => {
    expectFailure(await get('/api/learning/blocks/999999'), 404, learningSocialMessages.blockNotFound);
  });
});
