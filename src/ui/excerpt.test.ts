import { describe, expect, it } from 'vitest';
import { cardDescription, EXCERPT_LENGTH, excerpt, htmlToText, truncate } from './excerpt';

describe('post excerpts', () => {
  it('strips tags and keeps the words of separate blocks apart', () => {
    expect(
      htmlToText(
        '<h2>Missão</h2><p>Aproximar <strong>pessoas</strong> e conhecimento.</p><ul><li>Clareza</li><li>Cuidado</li></ul>',
      ),
    ).toBe('Missão Aproximar pessoas e conhecimento. Clareza Cuidado');
  });

  it('reads entities as text and never runs or keeps markup', () => {
    const text = htmlToText(
      '<p>Preço &lt; R$ 10 &amp; frete</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(text).toBe('Preço < R$ 10 & frete');
    expect(text).not.toContain('<img');
  });

  it('leaves short text as it is', () => {
    expect(truncate('Texto curto', 20)).toBe('Texto curto');
    expect(truncate('1234567890', 10)).toBe('1234567890');
  });

  it('cuts long text at a word boundary and appends "..."', () => {
    expect(truncate('Frases curtas e palavras do dia a dia', 20)).toBe('Frases curtas e...');
    expect(truncate('Frases curtas, palavras do dia a dia', 15)).toBe('Frases curtas...');
  });

  it('cuts inside a word only when no boundary is near', () => {
    expect(truncate('Anticonstitucionalissimamente correto', 12)).toBe('Anticonstitu...');
  });

  it('makes the excerpt of a post from its HTML', () => {
    const html = `<p>${'palavra '.repeat(60)}</p>`;
    const result = excerpt(html);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
    expect(excerpt('<p>Olá, <em>equipe</em>!</p>')).toBe('Olá, equipe!');
  });
});

describe('card descriptions (content-app.md 5)', () => {
  it('show the words of an HTML description, never its tags, and cut a long one with "..."', () => {
    expect(cardDescription('<p>Um recado rápido de <strong>10 segundos</strong> sobre os canais.</p>')).toBe(
      'Um recado rápido de 10 segundos sobre os canais.',
    );
    expect(cardDescription('Pausas &amp; sono')).toBe('Pausas & sono');
    expect(cardDescription('  Texto simples  ')).toBe('Texto simples');
    const long = cardDescription(`<p>${'palavra '.repeat(60)}</p>`);
    expect(long.endsWith('...')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
  });
});
