import { describe, expect, it } from 'vitest';
import type { DesignEntry, LoginInfo, MenuSection } from '../../../generated/types';
import { contentUserMenuEntries, sectionPlaces } from './entries';

interface Part {
  menu?: MenuSection[];
  design?: DesignEntry[];
}

// The demo tenants' whole menus and designs, tenant.json then its parts in file-name order, as the
// reference server reads them.
const aurora = import.meta.glob<Part>(
  ['../../../../fixtures/aurora/tenant.json', '../../../../fixtures/aurora/parts/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const horizonte = import.meta.glob<Part>(
  ['../../../../fixtures/horizonte/tenant.json', '../../../../fixtures/horizonte/parts/*.json'],
  { eager: true, import: 'default' },
);

function tenant(files: Record<string, Part>) {
  const ordered = Object.entries(files)
    .sort(
      ([a], [b]) =>
        Number(!a.endsWith('tenant.json')) - Number(!b.endsWith('tenant.json')) || a.localeCompare(b),
    )
    .map(([, part]) => part);
  return {
    menu: ordered.flatMap((part) => part.menu ?? []),
    design: ordered.flatMap((part) => part.design ?? []),
  };
}

const loginInfo = (gamification: 0 | 1) => ({ gamification }) as LoginInfo;
const section = (
  idSection: number,
  idSectionType: number,
  extra: Partial<MenuSection> = {},
): MenuSection => ({
  idSection,
  idSectionType,
  name: `Seção ${idSection}`,
  ...extra,
});

describe('the user menu’s places', () => {
  it('gives aurora every place, the chat to its room (not its web chat page)', () => {
    const entries = contentUserMenuEntries({ ...tenant(aurora), loginInfo: loginInfo(1) });
    expect(entries.map(({ label, to }) => [label, to])).toEqual([
      ['Meu perfil', '/perfil'],
      ['Meus Pontos', '/perfil#meus-pontos'],
      ['Chat', '/chat/211'],
      ['Loja', '/lojinha'],
      ['Enviar conteúdo', '/uploads/userContent'],
      ['Notificações', '/messages'],
    ]);
  });

  it('gives horizonte, a learning tenant without chat, store or upload form, only its notifications', () => {
    expect(sectionPlaces(tenant(horizonte)).map((entry) => entry.place)).toEqual(['messages']);
  });

  it('leaves the points out when gamification is off', () => {
    const places = contentUserMenuEntries({ menu: [], design: [], loginInfo: loginInfo(0) });
    expect(places.map((entry) => entry.place)).toEqual(['profile']);
  });

  it('opens a tenant’s only chat, a web chat page, as its section', () => {
    const menu = [section(7, 52, { name: 'Fale com o RH', contentLocation: 'https://chat.test/' })];
    expect(sectionPlaces({ menu, design: [] })).toEqual([
      { place: 'chat', label: 'Chat', to: '/fale-com-o-rh/7?idSection=7' },
    ]);
  });

  it('needs the section itself: a store, a form or a notification list of another type is no place', () => {
    const menu = [section(1, 58), section(2, 31), section(3, 32)];
    // The notifications come from the design entry named "Notificações", not from a type-32 section.
    expect(sectionPlaces({ menu, design: [] })).toEqual([]);
    expect(
      sectionPlaces({ menu: [section(4, 59), section(5, 49)], design: [] }).map((entry) => entry.place),
    ).toEqual(['store', 'uploads']);
  });
});
