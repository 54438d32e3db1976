import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, SessionProvider } from '../../../src/session';
import type { MenuSection } from '../../../src/generated/types';
import { dismissToast, toastStore, ToastRegion } from '../../../src/ui/toast';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, never, type FakeApi } from '../../../tests/setup/fake-api';
import ProfileLink from './index';
import { signInForTest } from '../../../tests/setup/signed-in';

const section: MenuSection = { idSection: 231, idSectionType: 60, name: 'Meu perfil' };

const carla = {
  idUser: 96,
  idCompany: 1,
  name: 'Carla Menezes',
  email: 'carla@aurora.test',
  cpf: '529.982.247-25',
  phone: '(11) 91234-5678',
  communicationAccepted: 1,
  emailNotification: 1,
  smsNotification: 0,
};

const campaigns = [
  {
    idgamification_campaign: 1,
    name: 'Aprender é um hábito 2026',
    status: 1,
    points: [
      { name: 'Assistir a um vídeo', points: 10 },
      { name: 'Ler um artigo', points: 5 },
    ],
  },
  {
    idgamification_campaign: 2,
    name: 'Maratona de Vendas',
    status: 1,
    points: [{ name: 'Concluir uma trilha', points: 100 }],
  },
];

const activities = Array.from({ length: 9 }, (_, index) => ({
  event: index % 2 ? 'Ler um artigo' : 'Assistir a um vídeo',
  contentitemtext: `Conteúdo ${index + 1}`,
  eventDate: new Date(2026, 10, 20 - index, 12).toISOString(),
  points: index % 2 ? 5 : 10,
}));

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let api: FakeApi | undefined;
let calls: Call[] = [];
afterEach(() => {
  api?.restore();
  clearSession();
  calls = [];
  for (const toast of toastStore.get()) dismissToast(toast.id);
});

type Answers = Partial<Record<string, (body: Record<string, unknown>) => unknown>>;

function renderProfile({ gamification = 1 as 0 | 1, answers = {} as Answers } = {}) {
  signInForTest({
    loginInfo: { idUser: 96, name: 'Carla Menezes', email: 'carla@aurora.test', gamification },
    menu: [section],
  });
  const defaults: Answers = {
    'GET /users/96': () => ({ success: true, user: carla, notifications: [] }),
    'GET /campaign/listcampaigns': () => ({ success: true, campaigns }),
    'POST /campaign/listcampaignuserpoints': (body) =>
      body.idCampaign === 2
        ? { success: true, totalPoints: 0, data: [] }
        : { success: true, totalPoints: 65, data: activities },
    'PUT /users/96': () => ({ success: true, message: 'Perfil atualizado com sucesso' }),
  };
  api = installFakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method, path: url.pathname, body });
    const answer = { ...defaults, ...answers }[`${method} ${url.pathname}`];
    return answer ? answer(body) : json(404, { success: false, message: 'Rota não encontrada.' });
  });
  return renderWithEngine(
    <SessionProvider>
      <ProfileLink section={section} format={{}} items={[]} />
      <ToastRegion />
    </SessionProvider>,
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const puts = () => calls.filter((call) => call.method === 'PUT');

async function openEditing() {
  fireEvent.click(await screen.findByRole('button', { name: 'Editar perfil' }));
}

describe('profile (section type 60)', () => {
  it('shows the photo header, name, e-mail and the personal data, read-only until "Editar perfil"', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Carla Menezes' })).toBeTruthy();
    expect(screen.getByText('carla@aurora.test')).toBeTruthy();
    expect(textbox('Nome').value).toBe('Carla Menezes');
    expect(textbox('CPF').value).toBe('529.982.247-25');
    expect(textbox('Telefone').value).toBe('(11) 91234-5678');
    expect(textbox('Nome').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();

    await openEditing();
    expect(textbox('Nome').readOnly).toBe(false);
    expect(textbox('E-mail').readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar perfil' })).toBeNull();
  });

  it('without gamification: no "Meus Pontos", no "Editar perfil", the form is editable', async () => {
    renderProfile({ gamification: 0 });
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Meus Pontos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar perfil' })).toBeNull();
    expect(textbox('Nome').readOnly).toBe(false);
    expect(calls.some((call) => call.path.startsWith('/campaign'))).toBe(false);
  });

  it('lists 2 activities, then 5 more per "Mostrar mais", and the table "Como você ganha pontos"', async () => {
    renderProfile();
    const points = (await screen.findByRole('heading', { name: 'Meus Pontos' })).closest('section')!;
    const list = await within(points).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(points).getByText('Total: 65 pontos')).toBeTruthy();
    fireEvent.click(within(points).getByRole('button', { name: 'Mostrar mais' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(points).getByRole('button', { name: 'Mostrar mais' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(points).queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('+10 pontos');

    const table = within(points).getByRole('table', { name: 'Como você ganha pontos' });
    // "Todos": the active campaigns' rules, each naming its campaign.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Campanha' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/campaign/listcampaignuserpoints')?.body).toEqual({
      idUser: 96,
    });
  });

  it('picks one campaign: its activities ("Nenhuma atividade encontrada.") and its rules', async () => {
    renderProfile();
    const select = (await screen.findByRole('combobox', { name: 'Campanha' })) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Aprender é um hábito 2026', 'Maratona de Vendas']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(await screen.findByText('Nenhuma atividade encontrada.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ idCampaign: 2, idUser: 96 });
    const table = screen.getByRole('table', { name: 'Como você ganha pontos' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Concluir uma trilha')).toBeTruthy();
  });

  it('masks CPF and phone, refuses invalid values with the spec words and sends nothing', async () => {
    renderProfile();
    await openEditing();
    fireEvent.change(textbox('CPF'), { target: { value: '12345678900' } });
    expect(textbox('CPF').value).toBe('123.456.789-00');
    fireEvent.change(textbox('Telefone'), { target: { value: '0199999999' } });
    expect(textbox('Telefone').value).toBe('(01) 9999-9999');
    fireEvent.change(textbox('Nome'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(
      screen.getByText('Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999'),
    ).toBeTruthy();
    expect(screen.getByText('Nome é um campo obrigatório.')).toBeTruthy();
    expect(textbox('CPF').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Nome'));
    expect(puts()).toEqual([]);
    // What was typed is still there.
    expect(textbox('CPF').value).toBe('123.456.789-00');
  });

  it('saves: "Salvando...", then "Perfil atualizado com sucesso" and the form is read again', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderProfile({
      answers: { 'PUT /users/96': () => new Promise((resolve) => (answer = resolve)) },
    });
    await openEditing();
    fireEvent.change(textbox('Nome'), { target: { value: 'Carla M. Prado' } });
    fireEvent.change(textbox('Telefone'), { target: { value: '11987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeTruthy();
    // A second press while saving is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Salvando...' }));
    answer({ success: true, message: 'Perfil atualizado com sucesso' });

    expect(await screen.findByText('Perfil atualizado com sucesso')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({
      name: 'Carla M. Prado',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      communicationAccepted: 1,
      emailNotification: 1,
      smsNotification: 0,
    });
    await waitFor(() => expect(textbox('Nome').readOnly).toBe(true));
    expect(textbox('Nome').value).toBe('Carla M. Prado');
    expect(screen.getByRole('heading', { name: 'Carla M. Prado' })).toBeTruthy();
  });

  it("shows the server's message, or the generic one, and keeps what was typed", async () => {
    let status = 400;
    renderProfile({
      answers: {
        'PUT /users/96': () =>
          json(status, status === 400 ? { success: false, message: 'CPF inválido' } : { success: false }),
      },
    });
    await openEditing();
    fireEvent.change(textbox('Nome'), { target: { value: 'Carla Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('CPF inválido');
    expect(textbox('Nome').value).toBe('Carla Nova');
    expect(textbox('Nome').readOnly).toBe(false);

    status = 500;
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar dados, tente novamente mais tarde.')).toBeTruthy();
    expect(textbox('Nome').value).toBe('Carla Nova');
  });

  it('enables the notification checkboxes by the rules of content-app.md 5', async () => {
    renderProfile();
    await openEditing();
    // Communication accepted, SMS off: e-mail enabled, SMS disabled (as coded).
    expect(checkbox('Receber notificações por e-mail').disabled).toBe(false);
    expect(checkbox('Receber notificações por SMS').disabled).toBe(true);
    fireEvent.click(checkbox('Aceito receber comunicações'));
    expect(checkbox('Receber notificações por e-mail').disabled).toBe(true);
    expect(checkbox('Receber notificações por SMS').disabled).toBe(true);
  });

  it('with SMS on, e-mail is disabled and SMS can be turned off', async () => {
    renderProfile({
      answers: {
        'GET /users/96': () => ({ success: true, user: { ...carla, smsNotification: 1 }, notifications: [] }),
      },
    });
    await openEditing();
    expect(checkbox('Receber notificações por e-mail').disabled).toBe(true);
    expect(checkbox('Receber notificações por SMS').disabled).toBe(false);
    fireEvent.click(checkbox('Receber notificações por SMS'));
    expect(checkbox('Receber notificações por SMS').checked).toBe(false);
    expect(checkbox('Receber notificações por e-mail').disabled).toBe(false);
  });

  it('says "Error retrieving user data" when the profile does not load', async () => {
    renderProfile({ answers: { 'GET /users/96': () => json(500, { success: false }) } });
    expect(await screen.findByText('Error retrieving user data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('shows "Carregando..." while the profile loads', () => {
    renderProfile({ answers: { 'GET /users/96': never } });
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });

  it('accepts only images for the photo', async () => {
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar foto' }));
    const dialog = screen.getByRole('dialog', { name: 'Alterar foto do perfil' });
    const input = within(dialog).getByLabelText('Escolher imagem') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    const pdf = new File(['%PDF-1.7'], 'curriculo.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(
      await within(dialog).findByText('Escolha um arquivo de imagem (JPG, PNG, GIF ou WebP).'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Salvar foto' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
