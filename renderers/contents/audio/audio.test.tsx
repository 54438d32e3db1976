import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, never, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import AudioViewer from './index';

const audio = (id: number, text: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  idContentItem: id,
  idContentType: 1,
  idSection: 261,
  text,
  image: `/demo/capa-${id}.svg`,
  duration: 10,
  mediaLocation: `/demo/media/${id}.mp3`,
  ...extra,
});

const current = audio(9803, 'Podcast Aurora #1: boas-vindas', {
  description: '<p>O <em>primeiro</em> episódio.</p><script>alert(1)</script>',
  author: 'Pessoas & Cultura',
});
const second = audio(9804, 'Podcast Aurora #2: rotina saudável');
const section = [
  current,
  { idContentItem: 9801, idContentType: 2, idSection: 261, text: 'Um vídeo da seção' },
  second,
  { idContentItem: 9810, idContentType: 1, text: '' },
  audio(9811, 'Podcast Aurora #3: feedback'),
];

let api: FakeApi | undefined;
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

function renderAudio(item: ContentItem, answer: (url: URL) => unknown, idSection: number | undefined = 261) {
  api = installFakeApi(answer);
  return renderWithEngine(<AudioViewer item={item} idSection={idSection} />);
}

const listed = (content: unknown[]) => () => ({ success: true, content, idSection: 261, idSectionType: 2 });
const listenAgain = () => screen.getByRole('region', { name: 'Para ouvir novamente' });

describe('audio (content type 1)', () => {
  it('plays the file with native controls beside its image and sanitised description', () => {
    const { container } = renderAudio(current, listed(section));
    const player = screen.getByLabelText('Áudio: Podcast Aurora #1: boas-vindas');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('/demo/media/9803.mp3');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/capa-9803.svg');
    expect(screen.getByText('primeiro').tagName).toBe('EM');
    expect(screen.getByText('Pessoas & Cultura · 10 s')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('puts "Não foi possível reproduzir este áudio." and a retry in place of a file that fails', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    renderAudio(current, listed(section));
    const player = screen.getByLabelText('Áudio: Podcast Aurora #1: boas-vindas') as HTMLAudioElement;
    fireEvent.error(player);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este áudio.');
    expect(player.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(player.hidden).toBe(false);
  });

  it("lists the section's other valid audios to listen again, each opening its content page", async () => {
    renderAudio(current, listed(section));
    const links = await within(listenAgain()).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Podcast Aurora #2: rotina saudável', '/content/9804?idSection=261'],
      ['Podcast Aurora #3: feedback', '/content/9811?idSection=261'],
    ]);
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/content/list/261']);
  });

  it("uses the item's own section when the address names none", async () => {
    renderAudio(current, listed(section), undefined);
    await within(listenAgain()).findAllByRole('link');
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/content/list/261']);
  });

  it('says "Nenhum conteúdo disponível" when the section has no other audio', async () => {
    renderAudio(current, listed([current, section[1]]));
    expect(await within(listenAgain()).findByText('Nenhum conteúdo disponível')).toBeTruthy();
  });

  it('shows "Carregando..." while the list loads', () => {
    renderAudio(current, never);
    expect(within(listenAgain()).getByRole('status').textContent).toBe('Carregando...');
  });

  it('says "Houve algum erro durante o carregamento das informações" when the list fails', async () => {
    renderAudio(current, serverError);
    expect(
      await within(listenAgain()).findByText('Houve algum erro durante o carregamento das informações'),
    ).toBeTruthy();
  });

  it('asks to resume where the learner stopped and continues there', () => {
    renderAudio({ ...current, lastPosition: 7.5 }, never);
    expect(screen.getByRole('alertdialog', { name: 'Você parou em 0:07' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ouvir/Assistir desde o início?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar de onde parou?' }));
    const player = screen.getByLabelText('Áudio: Podcast Aurora #1: boas-vindas') as HTMLAudioElement;
    expect(player.currentTime).toBe(7.5);
  });
});
