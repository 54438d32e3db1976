import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '../../../tests/setup/choose';
import { Block } from '../../../src/engine/Block';
import { loadAllValidators } from '../../../src/engine/validate';
import type { Block as BlockData, Meeting } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { cutCell, dateRangeText, meetingLink } from './meetingCells';

// Local times, so the expectations hold in any time zone.
// A meeting's times on the company's clock (São Paulo, -03:00), whatever the machine's zone.
const at = (day: number, hour: number, minute = 0) =>
  `2027-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`;

const inPerson: Meeting = {
  idMeeting: 1,
  title: 'Encontro presencial de abertura',
  meetingType: 'PRESENCIAL',
  startDate: at(8, 9),
  finishDate: at(8, 12),
  address: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP',
  speaker: 'Mariana Figueiredo',
  nodeCode: 'HZ-LID-01',
};
const online: Meeting = {
  idMeeting: 2,
  title: 'Mentoria em grupo',
  meetingType: 'ONLINE',
  startDate: at(2, 19),
  finishDate: at(2, 20, 30),
  address: 'meet.horizonte.test/mentoria',
  speaker: 'Carlos Eduardo Nunes',
  nodeCode: 'HZ-LID-01-M2',
};
const otherPage: Meeting = {
  idMeeting: 3,
  title: 'Plantão de dúvidas',
  meetingType: 'ONLINE',
  startDate: at(1, 18),
  address: 'https://meet.horizonte.test/plantao',
  nodeCode: 'HZ-ATD-01',
};

describe('meeting cells (4.7, 5)', () => {
  it('adds http:// to an online link without an http or https scheme, and keeps one that has it', () => {
    expect(meetingLink('meet.horizonte.test/mentoria')?.href).toBe('http://meet.horizonte.test/mentoria');
    expect(meetingLink('https://meet.horizonte.test/a')?.href).toBe('https://meet.horizonte.test/a');
    expect(meetingLink('HTTP://meet.horizonte.test/a')?.href).toBe('http://meet.horizonte.test/a');
    expect(meetingLink(' www.exemplo.test ')?.href).toBe('http://www.exemplo.test/');
    expect(meetingLink('meet.horizonte.test:8080/sala')?.href).toBe('http://meet.horizonte.test:8080/sala');
  });

  it('makes no link of what is then no web address', () => {
    expect(meetingLink('javascript:alert(1)')).toBeNull();
    expect(meetingLink('ftp://arquivos.test/a')).toBeNull();
    expect(meetingLink('mailto:rh@horizonte.test')).toBeNull();
    expect(meetingLink('JavaScript:alert(1)')).toBeNull();
    expect(meetingLink('')).toBeNull();
  });

  it('cuts the address at 10 characters and the date range at 8, with an ellipsis; shorter text stays', () => {
    expect(cutCell('Av. Paulista, 1578', 10)).toBe('Av. Paulis...');
    expect(cutCell('Sala 3', 10)).toBe('Sala 3');
    expect(cutCell('0123456789', 10)).toBe('0123456789');
    expect(cutCell('08/03/2027 09:00 às 12:00', 8)).toBe('08/03/20...');
  });

  it('writes the date range d/m/Y', () => {
    expect(dateRangeText(inPerson)).toBe('08/03/2027 09:00 às 12:00');
    expect(dateRangeText({ startDate: at(8, 9), finishDate: at(10, 18) })).toBe('08/03/2027 a 10/03/2027');
    expect(dateRangeText({ startDate: at(1, 18) })).toBe('01/03/2027 18:00');
    expect(dateRangeText({ startDate: 'ontem' })).toBe('');
  });
});

describe('block Meeting', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  const render = async (block: BlockData) => {
    signInForTest({ loginInfo: { idUser: 1 } });
    api = installFakeApi((url) =>
      url.searchParams.get('nodeCode') === 'HZ-LID-01'
        ? { result: [online, inPerson] }
        : { result: [otherPage, online, inPerson] },
    );
    await loadAllValidators();
    return renderWithEngine(<Block block={block} />);
  };
  const block: BlockData = {
    blockType: 'Meeting',
    idBlock: 63,
    title: 'Encontros da turma',
    parameters: { nodeCode: 'HZ-LID-01' },
  };
  const rows = () => screen.getAllByRole('row').slice(1);

  it("lists the page's meetings first, with the link, the address and the dates cut", async () => {
    await render(block);
    const table = await screen.findByRole('table', { name: 'Encontros' });
    expect(api?.calls[0]?.pathname).toBe('/learning/students/1/meetings');
    expect(api?.calls[0]?.searchParams.get('nodeCode')).toBe('HZ-LID-01');
    expect(rows().map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Mentoria em grupo',
      'Encontro presencial de abertura',
    ]);
    const link = within(table).getByRole('link', { name: /meet\.horizonte\.test\/mentoria/ });
    expect(link.getAttribute('href')).toBe('http://meet.horizonte.test/mentoria');
    expect(link.getAttribute('target')).toBe('_blank');
    const presencial = rows()[1]!;
    expect(within(presencial).getByText('Av. Paulis...')).toBeTruthy();
    expect(within(presencial).getByText('Av. Paulista, 1578 - Bela Vista, São Paulo - SP')).toBeTruthy();
    expect(within(presencial).queryByRole('link')).toBeNull();
    expect(within(presencial).getByText('08/03/20...').getAttribute('title')).toBe(
      '08/03/2027 09:00 às 12:00',
    );
    expect(within(presencial).getByText('Presencial')).toBeTruthy();
    expect(within(presencial).getByText('Mariana Figueiredo')).toBeTruthy();
  });

  it("switches to 'Todos os eventos' and back", async () => {
    await render(block);
    await screen.findByRole('table', { name: 'Encontros' });
    expect(rows()).toHaveLength(2);
    choose('Mostrar', 'Todos os eventos');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api?.calls.at(-1)?.searchParams.has('nodeCode')).toBe(false);
    expect(screen.getByText('Plantão de dúvidas')).toBeTruthy();
    choose('Mostrar', 'Eventos da página');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('lists every meeting with no filter when the block names no page', async () => {
    await render({ blockType: 'Meeting', title: 'Próximos encontros' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Eventos da página/ })).toBeNull();
    expect(api?.calls[0]?.searchParams.has('nodeCode')).toBe(false);
  });

  it('says so when there is no meeting', async () => {
    signInForTest({ loginInfo: { idUser: 1 } });
    api = installFakeApi(() => ({ result: [] }));
    await loadAllValidators();
    renderWithEngine(<Block block={block} />);
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeTruthy();
  });
});
