import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import PostList from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(14, { idSection: 106, name: 'Blog da Aurora' });

const long = `<p>Há um ano reorganizamos os times de produto em <strong>squads</strong> com missões claras.</p><h2>Missão antes de backlog</h2><p>${'Times que escreveram a própria missão priorizaram melhor. '.repeat(6)}</p>`;

const items = [
  testItem(1024, 3, 'Cinco aprendizados com squads', {
    author: 'Carolina Azevedo',
    initDate: '2026-11-22T12:00:00.000Z',
    image: '/demo/capa-artigo.svg',
    content: long,
  }),
  testItem(1025, 3, 'Linguagem simples', {
    content: '<p>Frases <em>curtas</em> &amp; palavras do dia a dia.</p><img src="x" onerror="alert(1)">',
  }),
  testItem(1026, 5, 'Segurança em viagens', { description: 'Cuidados com redes Wi-Fi públicas.' }),
];

const renderPosts = (raw: unknown[]) => renderSectionItems(PostList, section, raw);

const post = articleOfLink;

describe('post list (section type 14)', () => {
  it('shows author and the pt-BR date', () => {
    renderPosts(items);
    const first = post('Cinco aprendizados com squads');
    expect(within(first).getByText('Por Carolina Azevedo')).toBeTruthy();
    const time = within(first).getByText('22 de novembro de 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-22T12:00:00.000Z');
  });

  it('shows an excerpt of the HTML: tags stripped, cut with "..."', () => {
    renderPosts(items);
    const excerpt = within(post('Cinco aprendizados com squads')).getByText(/^Há um ano reorganizamos/);
    expect(excerpt.textContent).toMatch(
      /^Há um ano reorganizamos os times de produto em squads com missões claras\. Missão antes de backlog Times/,
    );
    expect(excerpt.textContent!.endsWith('...')).toBe(true);
    expect(excerpt.textContent).not.toContain('<');
    expect(excerpt.children).toHaveLength(0);
  });

  it('never injects the HTML', () => {
    renderPosts(items);
    const second = post('Linguagem simples');
    expect(within(second).getByText('Frases curtas & palavras do dia a dia.')).toBeTruthy();
    expect(second.querySelector('em, img')).toBeNull();
  });

  it('falls back to the description when the post has no body', () => {
    renderPosts(items);
    expect(within(post('Segurança em viagens')).getByText('Cuidados com redes Wi-Fi públicas.')).toBeTruthy();
  });

  it('links each post to /content/{id}?idSection', () => {
    renderPosts(items);
    expect(hrefOf('Linguagem simples')).toBe('/content/1025?idSection=106');
  });
});
