import { describe, expect, it } from 'vitest';
import { BREADCRUMB_MAX_CHARS, cutTitle } from './cutTitle';

describe('cutTitle (breadcrumbs, content-app.md 2.8)', () => {
  it('keeps a title of up to 40 characters whole', () => {
    const forty = 'Procedimentos de segurança do trabalho 1';
    expect(Array.from(forty)).toHaveLength(BREADCRUMB_MAX_CHARS);
    expect(cutTitle(forty)).toBe(forty);
    expect(cutTitle('Políticas')).toBe('Políticas');
  });

  it('cuts a longer one after 40 characters and appends "..."', () => {
    const title = 'Procedimentos operacionais padrão de saúde e segurança do trabalho';
    expect(cutTitle(title)).toBe('Procedimentos operacionais padrão de saú...');
    expect(cutTitle(title)).toHaveLength(43);
  });

  it('drops the space before the dots and the spaces around the title', () => {
    expect(cutTitle('Ergonomia no escritório e no trabalho remoto')).toBe(
      'Ergonomia no escritório e no trabalho re...',
    );
    expect(cutTitle('  Guia do colaborador  ')).toBe('Guia do colaborador');
    expect(cutTitle('Relatório anual de sustentabilidade 2026 e metas')).toBe(
      'Relatório anual de sustentabilidade 2026...',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    const title = `${'🎓'.repeat(41)}`;
    expect(cutTitle(title)).toBe(`${'🎓'.repeat(40)}...`);
  });
});
