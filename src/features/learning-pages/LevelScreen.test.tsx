import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../app/session';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { enrollment, learningNode, learningVideo } from '../../../tests/fixtures/learning-samples';
import type { LearningEnrollmentNodeResponse } from '../../generated/types';
import { LevelScreen } from '.';

let api: FakeApi | undefined;
let posted: { path: string; body: unknown }[] = [];
beforeEach(() => {
  signInForTest({ loginInfo: { idUser: 2 } });
  posted = [];
});
afterEach(() => api?.restore());

const started = { ...enrollment, team: { ...enrollment.team!, initialDate: '2026-01-01T00:00:00Z' } };
const answer = (changes: Partial<LearningEnrollmentNodeResponse> = {}): LearningEnrollmentNodeResponse => ({
  data: { ...learningNode, blocks: [], childNodes: [] },
  enrollment: started,
  contents: [learningVideo],
  lockedContents: [],
  ...changes,
});

function renderLevel(route: string, level: () => unknown) {
  api = installFakeApi((url, init) => {
    if (init?.method === 'POST') {
      posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(201, { data: { newId: 9100 } });
    }
    if (url.pathname.startsWith('/learning/social/likes'))
      return { totalLikes: 0, likedByMe: false, canLike: true };
    return level();
  });
  return renderWithEngine(
    <SessionProvider>
      <QueryProvider appStaleTime>
        <Routes>
          <Route path="/level/:idEnrollment" element={<LevelScreen />} />
          <Route path="/level/:idEnrollment/:nodeCode" element={<LevelScreen />} />
          <Route path="/contentNode/*" element={<p>Conteúdo aberto</p>} />
          <Route path="/myJourney" element={<p>Minha Jornada</p>} />
        </Routes>
      </QueryProvider>
    </SessionProvider>,
    { route },
  );
}

describe('a level of an enrollment (learning-area.md 2.2)', () => {
  it('opens its only content by itself, inside the enrollment', async () => {
    renderLevel('/level/501/HZ-LID-01', () => answer());
    expect(await screen.findByText('Conteúdo aberto', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(api?.calls[0]?.pathname).toBe('/learning/students/2/enrollments/501');
    expect(api?.calls[0]?.search).toBe('?nodeCode=HZ-LID-01');
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
    renderLevel('/level/501', () =>
      posted.length > 0
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
});
