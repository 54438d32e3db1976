import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { json } from '../../../tests/setup/fake-api';
import { renderAsLearner } from '../../../tests/setup/learner-api';
import { approvalTeam, directTeam, fullTeam, unlimitedTeam } from '../../../tests/fixtures/learning-samples';
import type { Team } from '../../generated/types';
import { ClassSelectionModal } from './ClassSelectionModal';
import { hrefOf } from '../../../tests/setup/queries';

interface Answers {
  /** The classes listed, read again after each call (a request changes its class). */
  teams: Team[] | (() => Team[]);
  /** The answer of the enrolment or request call. */
  post?: () => Response | object;
}

const modal = (
  <ClassSelectionModal open onClose={() => undefined} nodeCode="HZ-LID-01" courseTitle="Liderança" />
);

function renderModal({ teams, post }: Answers) {
  return renderAsLearner(
    <Routes>
      <Route path="/" element={modal} />
      <Route path="/level/:idEnrollment" element={<p>Página da matrícula</p>} />
      <Route path="/myJourney/:tab" element={<p>Jornada: matriculados</p>} />
    </Routes>,
    { answer: () => ({ data: typeof teams === 'function' ? teams() : teams }), post },
  );
}

const row = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('the class selection modal (learning-area.md 4.4, 5)', () => {
  it('lists each class with its period, places and description, N/A descriptions hidden', async () => {
    const { calls } = renderModal({ teams: [directTeam, approvalTeam, unlimitedTeam, fullTeam] });
    expect(screen.getByRole('heading', { name: 'Turmas de Liderança' })).toBeTruthy();
    const direct = await row(directTeam.name);
    expect(within(direct).getByText('12')).toBeTruthy();
    expect(within(direct).getByRole('button', { name: 'Matricular-se' })).toBeTruthy();
    const approval = await row(approvalTeam.name);
    expect(within(approval).queryByText('N/A')).toBeNull();
    expect(within(approval).getByRole('button', { name: 'Solicitar matrícula' })).toBeTruthy();
    expect(within(await row(unlimitedTeam.name)).getByText('ilimitadas')).toBeTruthy();
    expect(within(await row(fullTeam.name)).getByText('0')).toBeTruthy();
    expect(calls[0]?.search).toBe('?nodeCode=HZ-LID-01&limit=30&onlyAvailable=false');
  });

  it("says 'Aguardando aprovação da matrícula.' for a class already asked for, with no button", async () => {
    renderModal({ teams: [{ ...approvalTeam, awaitingApproval: true }] });
    const approval = await row(approvalTeam.name);
    expect(within(approval).getByText('Aguardando aprovação da matrícula.')).toBeTruthy();
    expect(within(approval).queryByRole('button')).toBeNull();
  });

  it('enrols directly and opens the new enrollment, saying it waits meanwhile', async () => {
    let answer: (value: object) => void = () => undefined;
    const { posted } = renderModal({
      teams: [directTeam, approvalTeam],
      post: () => new Promise<object>((resolve) => (answer = resolve)) as unknown as object,
    });
    const button = within(await row(directTeam.name)).getByRole('button', { name: 'Matricular-se' });
    // Nothing waits before the learner asks.
    expect(screen.queryByText('Aguarde, realizando a sua matrícula.')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Aguarde, realizando a sua matrícula.')).toBeTruthy();
    answer({ idEnrollment: 777 });
    expect(await screen.findByText('Página da matrícula')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: '/learning/enrollments/',
        body: { idTeam: directTeam.idTeam, nodeCode: 'HZ-LID-01', idUser: 2 },
      },
    ]);
  });

  it('after enrolling in a class that starts later, opens the registered tab instead of its page', async () => {
    const later = { ...directTeam, initialDate: '2099-01-01T00:00:00Z' };
    let enrolled = false;
    const { calls } = renderModal({
      teams: () => [later],
      post: () => {
        enrolled = true;
        return { idEnrollment: 778 };
      },
    });
    fireEvent.click(within(await row(later.name)).getByRole('button', { name: 'Matricular-se' }));
    expect(await screen.findByText('Jornada: matriculados')).toBeTruthy();
    expect(enrolled).toBe(true);
    expect(screen.queryByText('Página da matrícula')).toBeNull();
    // The cards' answers are read again (the list too: its one GET came twice).
    expect(calls.filter((url) => url.pathname === '/learning/teams/')).toHaveLength(2);
  });

  it('asks for a place, thanks with a link to Minha Jornada, then the class awaits approval', async () => {
    let requested = false;
    const { posted } = renderModal({
      teams: () => [{ ...approvalTeam, awaitingApproval: requested }],
      post: () => {
        requested = true;
        return { data: { newId: 40 } };
      },
    });
    fireEvent.click(
      within(await row(approvalTeam.name)).getByRole('button', { name: 'Solicitar matrícula' }),
    );
    expect(await screen.findByText(/Obrigado por solicitar a matrícula do treinamento/)).toBeTruthy();
    expect(hrefOf('Minha Jornada')).toBe('/myJourney/requestEnrollmentStatus');
    expect(await screen.findByText('Aguardando aprovação da matrícula.')).toBeTruthy();
    expect(posted).toEqual([
      { path: '/learning/enrollments/request', body: { idTeam: approvalTeam.idTeam } },
    ]);
  });

  it("shows the server's refusal of a full class in its own words and stays", async () => {
    renderModal({
      teams: [fullTeam],
      post: () => json(409, { success: false, message: 'Não há vagas disponíveis nesta turma.' }),
    });
    fireEvent.click(within(await row(fullTeam.name)).getByRole('button', { name: 'Matricular-se' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Não há vagas disponíveis nesta turma.');
    expect(screen.queryByText('Página da matrícula')).toBeNull();
  });

  it("says 'There is an error.' when the classes do not load", async () => {
    renderAsLearner(modal, { answer: () => json(500, { success: false, message: 'falhou' }) });
    expect(await screen.findByText('There is an error.')).toBeTruthy();
  });
});
