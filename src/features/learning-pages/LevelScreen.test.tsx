import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { json } from '../../../tests/setup/fake-api';
import { renderAsLearner } from '../../../tests/setup/learner-api';
import { enrollment, learningNode, learningVideo } from '../../../tests/fixtures/learning-samples';
import type { LearningEnrollmentNodeResponse } from '../../generated/types';
import { LevelScreen } from '.';

const started = { ...enrollment, team: { ...enrollment.team!, initialDate: '2026-01-01T00:00:00Z' } };
const answer = (changes: Partial<LearningEnrollmentNodeResponse> = {}): LearningEnrollmentNodeResponse => ({
  data: { ...learningNode, blocks: [], childNodes: [] },
  enrollment: started,
  contents: [learningVideo],
  lockedContents: [],
  ...changes,
});

/** A node enrollment was created by this render (the server answers it from then on). */
let created = false;

function renderLevel(route: string, level: () => unknown) {
  created = false;
  return renderAsLearner(
    <Routes>
      <Route path="/level/:idEnrollment" element={<LevelScreen />} />
      <Route path="/level/:idEnrollment/:nodeCode" element={<LevelScreen />} />
      <Route path="/contentNode/*" element={<p>Conteúdo aberto</p>} />
      <Route path="/myJourney/:tab" element={<p>Minha Jornada</p>} />
    </Routes>,
    {
      route,
      answer: (url) =>
        url.pathname.startsWith('/learning/social/likes')
          ? { totalLikes: 0, likedByMe: false, canLike: true }
          : level(),
      post: () => {
        created = true;
        return json(201, { data: { newId: 9100 } });
      },
    },
  );
}

describe('a level of an enrollment (learning-area.md 2.2)', () => {
  it('opens its only content by itself, inside the enrollment', async () => {
    const { calls } = renderLevel('/level/501/HZ-LID-01', () => answer());
    expect(await screen.findByText('Conteúdo aberto', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls[0]?.pathname).toBe('/learning/students/2/enrollments/501');
    expect(calls[0]?.search).toBe('?nodeCode=HZ-LID-01');
  });

  it('shows its only content as a card when the learner came from search results', async () => {
    renderLevel('/level/501/HZ-LID-01?fromSearch=1', () => answer());
    expect(
      await screen.findByRole('heading', { level: 1, name: learningNode.title }, { timeout: 10_000 }),
    ).toBeTruthy();
    const card = screen.getByRole('link', { name: learningVideo.text });
    expect(card.getAttribute('href')).toBe('/contentNode/3101/9001/501/2/-');
    expect(screen.queryByText('Conteúdo aberto')).toBeNull();
  });

  it('sends to the journey when the class starts later', async () => {
    const later = { ...enrollment, team: { ...enrollment.team!, initialDate: '2099-01-01T00:00:00Z' } };
    renderLevel('/level/501', () => answer({ enrollment: later }));
    expect(await screen.findByText('Minha Jornada', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('creates the node enrollment on first open, then shows the level', async () => {
    const { nodeEnrollment: _none, ...withoutOne } = learningNode;
    // The server answers the node enrollment once it is created.
    const { posted } = renderLevel('/level/501', () =>
      created
        ? answer({
            contents: [learningVideo, { ...learningVideo, idContentItem: 3102, text: 'Segundo vídeo' }],
          })
        : answer({ data: { ...withoutOne, blocks: [], childNodes: [] } }),
    );
    expect(
      await screen.findByText('Aguarde, iniciando página.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Segundo vídeo' }, { timeout: 10_000 })).toBeTruthy();
    expect(posted).toEqual([
      {
        path: '/learning/node-enrollments/',
        body: { idUser: 2, idEnrollment: 501, nodeCode: learningNode.nodeCode, idTeam: enrollment.idTeam },
      },
    ]);
  });

  it('locks the contents the server says are locked: shown, not opened', async () => {
    const second = { ...learningVideo, idContentItem: 3102, text: 'Segundo vídeo' };
    renderLevel('/level/501', () => answer({ contents: [learningVideo, second], lockedContents: [3102] }));
    expect(await screen.findByRole('link', { name: learningVideo.text }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Segundo vídeo' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Segundo vídeo' })).toBeNull();
    expect(screen.getByText('Bloqueado')).toBeTruthy();
  });

  it('says a page with nothing has no blocks', async () => {
    renderLevel('/level/501', () => answer({ contents: [] }));
    expect(
      await screen.findByText('Esta página ainda não tem blocos de conteúdo.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });

  it("shows the server's refusal in its own words", async () => {
    renderLevel('/level/501', () =>
      json(403, {
        success: false,
        message: 'Esta página exige uma matrícula ativa. Matricule-se em uma turma para acessá-la.',
      }),
    );
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toBe(
      'Esta página exige uma matrícula ativa. Matricule-se em uma turma para acessá-la.',
    );
  });

  it(
    'stands the mandatory pre-test gate before the content while the pre-test is not finished',
    { timeout: 30_000 },
    async () => {
      const withPreTest = (questionnaire?: {
        idQuestionnaire: number;
        startDate: string;
        finishDate: string | null;
        grade: number | null;
      }) =>
        answer({
          contents: [learningVideo, { ...learningVideo, idContentItem: 3199, text: 'Segundo vídeo' }],
          preTest: {
            idEvaluation: 41,
            title: 'Pré-teste: Segurança',
            ...(questionnaire ? { questionnaire } : {}),
          },
        });
      const { unmount } = renderLevel('/level/501', () => withPreTest());
      const gate = await screen.findByRole('dialog', { name: 'Pré-teste obrigatório' }, { timeout: 10_000 });
      expect(within(gate).getByText('Não iniciado')).toBeTruthy();
      expect(within(gate).getByRole('link', { name: 'Fazer o pré-teste' }).getAttribute('href')).toBe(
        `/evaluations/501/41/0?idNodeEnrollment=${learningNode.nodeEnrollment!.idNodeEnrollment}`,
      );
      unmount();
      const inProgressView = renderLevel('/level/501', () =>
        withPreTest({
          idQuestionnaire: 77,
          startDate: '2026-11-24T05:00:00Z',
          finishDate: null,
          grade: null,
        }),
      );
      const inProgress = await screen.findByRole(
        'dialog',
        { name: 'Pré-teste obrigatório' },
        { timeout: 10_000 },
      );
      expect(within(inProgress).getByText('Em andamento')).toBeTruthy();
      expect(within(inProgress).getByRole('link', { name: 'Fazer o pré-teste' }).getAttribute('href')).toBe(
        '/evaluations/501/41/77',
      );
      inProgressView.unmount();
      renderLevel('/level/501', () =>
        withPreTest({
          idQuestionnaire: 77,
          startDate: '2026-11-24T05:00:00Z',
          finishDate: '2026-11-24T05:10:00Z',
          grade: 80,
        }),
      );
      expect(await screen.findByRole('heading', { name: 'Segundo vídeo' }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
