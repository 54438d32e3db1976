import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Element } from '../../../src/generated/types';
import { renderBlock } from '../../../tests/setup/engine';
import { preTestStatus } from './preTestStatus';
import { hrefOf } from '../../../tests/setup/queries';

const preTest = (
  changes: Pick<Element, 'contentEnrollment'> & { data?: Record<string, unknown> } = {},
): Element => ({
  elementType: 'EVALUATION',
  idElement: 41,
  ...changes,
  data: { idEvaluation: 41, title: 'Pré-teste: Segurança', evaluationType: 'PRE_TEST', ...changes.data },
});

describe('preTestStatus (4.5)', () => {
  it("reads 'Não iniciado' at progress 0 or without any progress", () => {
    expect(preTestStatus(preTest())).toEqual({ label: 'Não iniciado' });
    expect(preTestStatus(preTest({ contentEnrollment: { progress: 0 } }))).toEqual({ label: 'Não iniciado' });
  });

  it("reads 'Em andamento' for any other progress, or a questionnaire started", () => {
    expect(preTestStatus(preTest({ contentEnrollment: { progress: 1 } })).label).toBe('Em andamento');
    expect(preTestStatus(preTest({ contentEnrollment: { progress: 99 } })).label).toBe('Em andamento');
    expect(
      preTestStatus(preTest({ data: { questionnaire: { startDate: '2026-11-20T10:00:00Z' } } })).label,
    ).toBe('Em andamento');
  });

  it("shows a finished pre-test's 'Aproveitamento', never pass or fail", () => {
    expect(
      preTestStatus(preTest({ contentEnrollment: { progress: 100, status: 'PASSED', grade: 80 } })),
    ).toEqual({
      label: 'Concluído',
      grade: 'Aproveitamento: 80%',
    });
    expect(
      preTestStatus(preTest({ contentEnrollment: { progress: 100, status: 'FAILED', grade: 35 } })),
    ).toEqual({
      label: 'Concluído',
      grade: 'Aproveitamento: 35%',
    });
    expect(
      preTestStatus(
        preTest({ data: { questionnaire: { finishDate: '2026-11-20T10:00:00Z', grade: 66.6 } } }),
      ),
    ).toEqual({ label: 'Concluído', grade: 'Aproveitamento: 67%' });
    expect(preTestStatus(preTest({ contentEnrollment: { progress: 100 } }))).toEqual({ label: 'Concluído' });
  });
});

describe('block PreTest', () => {
  it('shows each pre-test with its title, description and status, no link outside an enrollment', async () => {
    const { container } = await renderBlock({
      blockType: 'PreTest',
      title: 'Pré-teste de segurança',
      elements: [
        preTest({ data: { description: 'Dez questões.' } }),
        preTest({
          contentEnrollment: { progress: 100, status: 'COMPLETED', grade: 90 },
          data: { idEvaluation: 42, title: 'Pré-teste: Atendimento' },
        }),
      ],
    });
    const first = (await screen.findByRole('heading', { name: 'Pré-teste: Segurança' })).closest('li')!;
    expect(within(first).getByText('Dez questões.')).toBeTruthy();
    expect(within(first).getByText('Não iniciado')).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'Pré-teste: Atendimento' }).closest('li')!;
    expect(within(second).getByText('Concluído')).toBeTruthy();
    expect(within(second).getByText('Aproveitamento: 90%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pré-teste de segurança' })).toBeTruthy();
    expect(container.querySelector('a')).toBeNull();
  });

  it('leads each pre-test of an enrollment to its questionnaire, or to its start', async () => {
    const enrolled = { idEnrollment: 506, idNodeEnrollment: 9 };
    await renderBlock({
      blockType: 'PreTest',
      title: 'Pré-testes',
      elements: [
        preTest({ data: enrolled }),
        preTest({
          data: {
            ...enrolled,
            idEvaluation: 42,
            title: 'Pré-teste: Atendimento',
            questionnaire: {
              idQuestionnaire: 77,
              startDate: '2026-11-24T05:00:00Z',
              finishDate: null,
              grade: null,
            },
          },
        }),
      ],
    });
    expect((await screen.findByRole('link', { name: 'Pré-teste: Segurança' })).getAttribute('href')).toBe(
      '/evaluations/506/41/0?idNodeEnrollment=9',
    );
    expect(hrefOf('Pré-teste: Atendimento')).toBe('/evaluations/506/42/77');
  });
});
