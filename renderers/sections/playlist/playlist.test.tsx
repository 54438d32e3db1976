import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderSectionItems } from '../../../tests/setup/engine';
import Playlist from './index';

const section: MenuSection = { idSection: 125, idSectionType: 19, name: 'Integração em vídeo' };

const videos = [
  { idContentItem: 31, idContentType: 2, text: 'Boas-vindas da CEO', duration: 260, author: 'Mariana Costa' },
  { idContentItem: 32, idContentType: 7, text: 'Como funcionam nossos squads', duration: 545 },
  { idContentItem: 33, idContentType: 2, text: 'Ferramentas do dia a dia', duration: 3900 },
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
    expect(screen.getByRole('link', { name: 'Assistir: Boas-vindas da CEO' }).getAttribute('href')).toBe(
      '/content/31?idSection=125',
    );
  });

  it('selects another video from the list', () => {
    renderPlaylist(videos);
    fireEvent.click(screen.getByRole('button', { name: /Ferramentas do dia a dia/ }));
    expect(selectedTitle()).toBe('Ferramentas do dia a dia');
    expect(entries()[2]!.getAttribute('aria-current')).toBe('true');
    expect(entries()[0]!.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: /Assistir/ }).getAttribute('href')).toBe(
      '/content/33?idSection=125',
    );
  });

  it('lists at most 50 videos', () => {
    renderPlaylist(
      Array.from({ length: 60 }, (_, at) => ({
        idContentItem: at + 1,
        idContentType: 2,
        text: `Vídeo ${at + 1}`,
      })),
    );
    expect(entries()).toHaveLength(50);
    expect(entries().at(-1)!.textContent).toBe('50Vídeo 50');
    expect(screen.queryByText('Vídeo 51')).toBeNull();
  });

  it('keeps exactly 50 when given 50', () => {
    renderPlaylist(
      Array.from({ length: 50 }, (_, at) => ({ idContentItem: at + 1, idContentType: 7, text: `V${at}` })),
    );
    expect(entries()).toHaveLength(50);
  });

  it('shows the fallback in place of an invalid video and selects the first valid one', () => {
    renderPlaylist([{ idContentItem: 9, idContentType: 2 }, videos[1], videos[2]]);
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(selectedTitle()).toBe('Como funcionam nossos squads');
    expect(entries()).toHaveLength(2);
  });
});
