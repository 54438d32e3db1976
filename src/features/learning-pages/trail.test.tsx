// The footer trail each learning page names (learning-area.md 2.3): its schools (to their catalogs), its
// course and module (to their pages in the enrollment), then the page itself, after 'Início'.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAsLearner } from '../../../tests/setup/learner-api';
import { footerTrail, WithFooterTrail } from '../../../tests/setup/learning-trail';
import {
  enrollment,
  learningNode,
  learningVideo,
  nodeElement,
  organizationNode,
} from '../../../tests/fixtures/learning-samples';
import type { Node, NodeLink } from '../../generated/types';
import { AvatarLevelScreen, CardListScreen, LevelScreen, NodeTreeScreen } from '.';

const link = (nodeCode: string, idNode: number, nodeType: NodeLink['nodeType'], title: string) => ({
  nodeCode,
  idNode,
  nodeType,
  title,
});
const root = link('HZ-ESCOLA', 100, 'ORGANIZATION', 'Universidade Horizonte');
const school = link('HZ-ESC-LID', 110, 'ORGANIZATION', 'Escola de Liderança');
const course = link('HZ-LID-01', 101, 'LEARNING', 'Liderança Situacional');
const moduleNode: Node = {
  ...learningNode,
  nodeCode: 'HZ-LID-01-M1',
  idNode: 1011,
  title: 'Módulo 1: diagnóstico da equipe',
  parentNodes: [root, school, course],
  blocks: [],
  childNodes: [],
};
const started = { ...enrollment, team: { ...enrollment.team!, initialDate: '2026-01-01T00:00:00Z' } };

function renderPage(route: string, answers: Record<string, unknown>) {
  return renderAsLearner(
    <WithFooterTrail>
      <Routes>
        <Route path="/level" element={<AvatarLevelScreen />} />
        <Route path="/level/:idEnrollment/:nodeCode" element={<LevelScreen />} />
        <Route path="/nodeTree/:nodeCode" element={<NodeTreeScreen />} />
        <Route path="/cardlist/:idBlock" element={<CardListScreen />} />
      </Routes>
    </WithFooterTrail>,
    {
      route,
      answer: (url) =>
        url.pathname.startsWith('/learning/social/likes')
          ? { totalLikes: 0, likedByMe: false, canLike: true }
          : (answers[url.pathname] ?? { data: [] }),
    },
  );
}

describe("the learning pages' footer trail", () => {
  it("names a module's schools, course and itself; each crumb leads where it names", async () => {
    renderPage('/level/501/HZ-LID-01-M1', {
      '/learning/students/2/enrollments/501': {
        data: moduleNode,
        enrollment: started,
        contents: [learningVideo, { ...learningVideo, idContentItem: 3102, text: 'Segundo vídeo' }],
        lockedContents: [],
      },
    });
    expect(await footerTrail('Módulo 1: diagnóstico da equipe')).toEqual([
      ['Início', '/'],
      ['Universidade Horizonte', '/catalog/HZ-ESCOLA'],
      ['Escola de Liderança', '/catalog/HZ-ESC-LID'],
      ['Liderança Situacional', '/level/501/HZ-LID-01'],
      ['Módulo 1: diagnóstico da equipe', '/level/501/HZ-LID-01-M1'],
    ]);
  });

  it('names the avatar level by its own address', async () => {
    renderPage('/level?nodeLevel=110', {
      '/learning/nodes/110': { data: { ...organizationNode, parentNodes: [root] } },
    });
    expect(await footerTrail(organizationNode.title)).toEqual([
      ['Início', '/'],
      ['Universidade Horizonte', '/catalog/HZ-ESCOLA'],
      [organizationNode.title, '/level?nodeLevel=110'],
    ]);
  });

  it("names a course's tree after its schools", async () => {
    renderPage('/nodeTree/HZ-LID-01', {
      '/learning/catalogs/HZ-LID-01': { data: { ...learningNode, parentNodes: [root, school] } },
      '/learning/catalogs/HZ-LID-01/nodes': { totalRecords: 0, data: [] },
    });
    expect(await footerTrail('Liderança Situacional')).toEqual([
      ['Início', '/'],
      ['Universidade Horizonte', '/catalog/HZ-ESCOLA'],
      ['Escola de Liderança', '/catalog/HZ-ESC-LID'],
      ['Liderança Situacional', '/nodeTree/HZ-LID-01'],
    ]);
  });

  it("names a card list by its block's title", async () => {
    renderPage('/cardlist/52', {
      '/learning/blocks/52': {
        data: { idBlock: 52, blockType: 'Grid', title: 'Trilhas da escola', elements: [nodeElement] },
      },
    });
    expect(await footerTrail('Trilhas da escola')).toEqual([
      ['Início', '/'],
      ['Trilhas da escola', '/cardlist/52'],
    ]);
    // The block is the page: its title is the one h1.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trilhas da escola');
  });
});
