// The plan modal, step by step (learning-area.md 2.4, 4.8, 5, 8, 9): the admin's way from the plan cards
// to the confirmation and the request at the calculator's price, the contact form, the finished trial's
// extension, and the client's variant; each against the fake of the plans calls (test-support.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import tenant from '../../../fixtures/horizonte/tenant.json';
import { loadAllValidators } from '../../engine/validate';
import type { AppDetails, Plan } from '../../generated/types';
import { TenantContext } from '../../session/tenant';
import { installFakeApi, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import '../../../tests/setup/dialog-polyfill';
import PlanFlow, { type PlanFlowProps } from './PlanFlow';
import { enterprisePlan, equipesPlan, essentialPlan, plansFake, type PlansFake } from './test-support';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

async function open(props: Partial<PlanFlowProps> = {}, fake: PlansFake = plansFake()) {
  await loadAllValidators();
  signInForTest({ loginInfo: { idUser: 2, idApp: 2, admin: props.admin === false ? 0 : 1 } });
  api = installFakeApi(fake.handler);
  const onClose = vi.fn();
  render(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      <QueryProvider>
        <PlanFlow reason="block" admin onClose={onClose} {...props} />
      </QueryProvider>
    </TenantContext.Provider>,
  );
  return { fake, onClose };
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const press = async (name: string | RegExp, within_: HTMLElement = document.body) => {
  const button = await within(within_).findByRole('button', { name });
  await act(() => fireEvent.click(button));
};

/** A plan's card in the first step, 'Conheça os planos', found by the plan's name. */
const planCard = async (name: string) =>
  (await within(await dialog('Conheça os planos')).findByRole('heading', { name })).closest('li')!;

describe('the admin’s way to a plan request', () => {
  it('goes upgrade -> selectedPlan -> calculatorPlan -> detail -> dialog and sends the simulated price', async () => {
    const { fake } = await open();
    const card = await planCard('Plano Equipes');
    expect(within(card).getByText('Em degustação · Restam 12 dias')).toBeTruthy();
    // The details toggle (2.4).
    const toggle = within(card).getByRole('button', { name: 'Mostrar mais detalhes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(() => fireEvent.click(toggle));
    expect(toggle.textContent).toBe('Mostrar menos detalhes');
    expect(within(card).getByText('Relatórios')).toBeTruthy();

    await press('Contratar o Plano Equipes', card);
    await dialog('Plano Equipes');
    await press('Simular valor');

    const calculator = await dialog('Simule o valor do plano');
    const users = within(calculator).getByRole('textbox', { name: /Número de usuários/ });
    // 5: the simulation shows only when users is above 0; at least 1 to go on.
    expect(within(calculator).queryByRole('table')).toBeNull();
    expect(within(calculator).getByRole('button', { name: 'Continuar' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(users, { target: { value: '0' } });
    fireEvent.blur(users);
    expect(await within(calculator).findByText('Informe ao menos 1 usuário.')).toBeTruthy();
    expect(within(calculator).queryByRole('table')).toBeNull();
    fireEvent.change(users, { target: { value: '101' } });
    const table = await within(calculator).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FaixaUsuáriosSubtotal',
      '1 a 100R$\u00a055,00 por usuário100R$\u00a05.500,00',
      '101 a 250R$\u00a050,00 por usuário1R$\u00a050,00',
    ]);
    expect(within(calculator).getByRole('status').textContent).toBe('R$\u00a05.550,00');
    await press('Continuar', calculator);

    const detail = await dialog('Confira o seu pedido');
    expect(within(detail).getByText('101 usuários')).toBeTruthy();
    expect(within(detail).getByText(/^R\$\s5\.550,00$/)).toBeTruthy();
    // The plan's terms, and back.
    await press('Ver as condições do plano', detail);
    await dialog('Condições do Plano Equipes');
    await press('Voltar');
    await press('Contratar', await dialog('Confira o seu pedido'));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Confirma o pedido de contratação do Plano Equipes para 101 usuários por R$\u00a05.550,00 por mês?',
    });
    await press('Enviar pedido', confirm);
    const thanks = await dialog('Pedido enviado!');
    // No way back to the request just sent.
    expect(within(thanks).queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(fake.posted).toEqual([
      { path: '/learning/plans/request-plan', body: { idPlan: 2, numberOfLicences: 101, price: 5550 } },
    ]);
  });

  it('closes the flow when the plan request is refused (8)', async () => {
    const { onClose } = await open(
      {},
      plansFake({ refuse: { '/learning/plans/request-plan': [422, 'O valor enviado não confere.'] } }),
    );
    const card = await planCard('Plano Essencial');
    await press('Contratar o Plano Essencial', card);
    await press('Simular valor');
    fireEvent.change(within(await dialog('Simule o valor do plano')).getByRole('textbox'), {
      target: { value: '3' },
    });
    await press('Continuar');
    await press('Contratar', await dialog('Confira o seu pedido'));
    await press('Enviar pedido', await screen.findByRole('alertdialog'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends the Enterprise plan to the contact form, which keeps what was typed when refused', async () => {
    const { fake } = await open(
      {},
      plansFake({ refuse: { '/learning/plans/contact-trial': [400, 'Telefone incompleto'] } }),
    );
    const card = await planCard('Plano Enterprise');
    await press('Falar com a equipe comercial', card);
    const form = await dialog('Fale com a nossa equipe comercial');
    // Name, e-mail and company: the stored ones, locked.
    const name = await within(form).findByRole('textbox', { name: /Nome/ });
    expect((name as HTMLInputElement).value).toBe('Helena Prado');
    expect(name.hasAttribute('readonly')).toBe(true);
    expect((within(form).getByRole('textbox', { name: /Empresa/ }) as HTMLInputElement).value).toBe(
      'Horizonte Educação Corporativa',
    );
    expect(
      (within(form).getByRole('combobox', { name: 'Número de colaboradores' }) as HTMLSelectElement).value,
    ).toBe('1 - 100');
    await press('Enviar', form);
    const phone = within(form).getByRole('textbox', { name: /Telefone/ });
    expect(await within(form).findByText('Telefone obrigatório')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    fireEvent.change(phone, { target: { value: '1198765' } });
    expect((phone as HTMLInputElement).value).toBe('(11) 98765');
    expect(await within(form).findByText('Telefone incompleto')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '11987654321' } });
    expect((phone as HTMLInputElement).value).toBe('(11) 98765-4321');
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: '> 2500' } });
    await press('Enviar', form);
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect(fake.posted).toEqual([
      {
        path: '/learning/plans/contact-trial',
        body: {
          idPlan: 3,
          department: 'Educação Corporativa',
          role: 'Coordenadora de treinamento',
          phone: '11987654321',
          message: '',
          numberOfEmployees: '2500',
        },
      },
    ]);
  });
});

describe('a company that never tried', () => {
  it('starts a trial of 15 days from a plan card (ConfirmTrial, ConfirmSucess)', async () => {
    const held = { ...essentialPlan, active: true };
    const { fake } = await open({}, plansFake({ active: held, plans: [held, { ...equipesPlan, trial: 0 }] }));
    const card = await planCard('Plano Equipes');
    expect(within(card).queryByText(/Em degustação/)).toBeNull();
    await press('Experimentar grátis por 15 dias', card);
    const confirm = await dialog('Experimentar o Plano Equipes');
    expect(within(confirm).getByText(/15 dias para usar o plano/)).toBeTruthy();
    await press('Iniciar degustação', confirm);
    await dialog('Degustação iniciada!');
    expect(fake.posted).toEqual([{ path: '/learning/plans/request-trial', body: { idPlan: 2 } }]);
  });

  it('offers no trial of the Enterprise plan, nor to a company already in trial', async () => {
    await open();
    const upgrade = await dialog('Conheça os planos');
    await within(upgrade).findByRole('heading', { name: 'Plano Enterprise' });
    expect(within(upgrade).queryByRole('button', { name: /Experimentar/ })).toBeNull();
  });
});

describe('a finished trial (4.8)', () => {
  const finished = (changes: Partial<Plan>) => {
    const plan = { ...equipesPlan, deadline: 0, ...changes };
    return plansFake({ active: plan, plans: [essentialPlan, plan, enterprisePlan] });
  };

  it('offers the one extension of 7 days, then closes', async () => {
    const { fake, onClose } = await open({ reason: 'prompt' }, finished({ trialsCount: 1 }));
    const finish = await dialog('Sua degustação terminou');
    await press('Estender por 7 dias', finish);
    await press('Estender degustação', await dialog('Estender a degustação'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.posted).toEqual([{ path: '/learning/plans/extend-trial', body: { idPlan: 2 } }]);
  });

  it('once extended, leads to the contact form, where the motivation is required', async () => {
    await open({ reason: 'prompt' }, finished({ trialsCount: 2 }));
    await press('Falar com a equipe comercial', await dialog('Sua degustação terminou'));
    await press('Falar com a equipe comercial', await dialog('Precisa de mais tempo?'));
    const form = await dialog('Fale com a nossa equipe comercial');
    fireEvent.change(await within(form).findByRole('textbox', { name: /Telefone/ }), {
      target: { value: '11987654321' },
    });
    await press('Enviar', form);
    expect(await within(form).findByText('Conte por que deseja continuar usando a plataforma')).toBeTruthy();
  });
});

describe('the client profile', () => {
  it('asks the learner to say they enjoy the trial, once', async () => {
    const { fake, onClose } = await open({ admin: false, reason: 'prompt' });
    const client = await dialog('Sua empresa está em degustação');
    expect(await within(client).findByText(/restam 12 dias/)).toBeTruthy();
    await press('Diga que está gostando da degustação', client);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.posted.map((post) => post.path)).toEqual(['/learning/plans/request-upgrade']);
  });
});
