import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderSectionItems, testItem, testSection } from '../../../tests/setup/engine';
import Playlist from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(19, { idSection: 125, name: 'Integração em vídeo' });

const videos = [
  testItem(31, 2, 'Boas-vindas da CEO', { duration: 260, author: 'Mariana Costa' }),
  testItem(32, 7, 'Como funcionam nossos squads', { duration: 545 }),
  testItem(33, 2, 'Ferramentas do dia a dia', { duration: 3900 }),
];

const renderPlaylist = (raw: unknown[]) => renderSectionItems(Playlist, section, raw);

const list = () => screen.getByRole('list', { name: 'Vídeos da playlist' });
const entries = () => within(list()).getAllByRole('button');
const selectedTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('playlist (section type 19)', () => {
  it('numbers the videos in order with their durations', () => {
    renderPlaylist(videos);
    expect(list().tagName).toBe('OL');
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '1Boas-vindas da CEO4 min',
      '2Como funcionam nossos squads9 min',
      '3Ferramentas do dia a dia1 h 05 min',
    ]);
  });

  it('selects the first video and links it to /content/{id}?idSection={idSection}', () => {
    renderPlaylist(videos);
    expect(selectedTitle()).toBe('Boas-vindas da CEO');
    expect(entries()[0]!.getAttribute('aria-current')).toBe('true');
    expect(hrefOf('Assistir: Boas-vindas da CEO')).toBe('/content/31?idSection=125');
  });

  it('selects another video from the list', () => {
    renderPlaylist(videos);
    fireEvent.click(screen.getByRole('button', { name: /Ferramentas do dia a dia/ }));
    expect(selectedTitle()).toBe('Ferramentas do dia a dia');
    expect(entries()[2]!.getAttribute('aria-current')).toBe('true');
    expect(entries()[0]!.getAttribute('aria-current')).toBeNull();
    expect(hrefOf(/Assistir/)).toBe('/content/33?idSection=125');
  });

  it('lists at most 50 videos', () => {
    renderPlaylist(Array.from({ length: 60 }, (_, at) => testItem(at + 1, 2, `Vídeo ${at + 1}`)));
    expect(entries()).toHaveLength(50);
    expect(entries().at(-1)!.textContent).toBe('50Vídeo 50');
    expect(screen.queryByText('Vídeo 51')).toBeNull();
  });

  it('keeps exactly 50 when given 50', () => {
    renderPlaylist(Array.from({ length: 50 }, (_, at) => testItem(at + 1, 7, `V${at}`)));
    expect(entries()).toHaveLength(50);
  });

  it('shows the fallback in place of an invalid video and selects the first valid one', () => {
    renderPlaylist([{ idContentItem: 9, idContentType: 2 }, videos[1], videos[2]]);
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(selectedTitle()).toBe('Como funcionam nossos squads');
    expect(entries()).toHaveLength(2);
  });
});
