import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { externalAddress } from './address';
import ExternalLink from './index';
import { hrefOf } from '../../../tests/setup/queries';

const item: ContentItem = {
  idContentItem: 9704,
  idContentType: 8,
  text: 'Mentoria ao vivo com a liderança',
  description: 'Encontro on-line mensal.',
  author: 'Diretoria Executiva',
  image: '/demo/capa-encontro.svg',
  initDate: '2026-12-10T17:00:00.000Z',
  contentLocation: 'https://meet.aurora.test/mentoria-lideranca',
};

describe('external link (content type 8)', () => {
  it('is a card whose "Clique para entrar" opens the contentLocation in a new tab, noopener', () => {
    renderWithEngine(<ExternalLink item={item} idSection={251} />);
    const enter = screen.getByRole('link', { name: /Clique para entrar/ });
    expect(enter.getAttribute('href')).toBe('https://meet.aurora.test/mentoria-lideranca');
    expect(enter.getAttribute('target')).toBe('_blank');
    expect(enter.getAttribute('rel')).toContain('noopener');
    expect(enter.textContent).toContain('(abre em uma nova aba)');
    expect(screen.getByText('Encontro on-line mensal.')).toBeTruthy();
    expect(screen.getByText('Diretoria Executiva')).toBeTruthy();
    expect(screen.getByText(/^10 de dezembro de 2026, \d\d:00$/).tagName).toBe('TIME');
  });

  it('falls back to referenceLink, the field older meeting items use', () => {
    renderWithEngine(
      <ExternalLink
        item={{ ...item, contentLocation: undefined, referenceLink: 'https://meet.aurora.test/cafe' }}
      />,
    );
    expect(hrefOf(/Clique para entrar/)).toBe('https://meet.aurora.test/cafe');
  });

  it('offers no link for a missing or unsafe address', () => {
    renderWithEngine(<ExternalLink item={{ ...item, contentLocation: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('O endereço deste encontro não está disponível.');
  });
});

describe('externalAddress', () => {
  it('keeps absolute http(s) addresses only', () => {
    expect(externalAddress(' https://meet.test/a ')).toBe('https://meet.test/a');
    expect(externalAddress('http://meet.test/')).toBe('http://meet.test/');
    expect(externalAddress('/demo/page.html')).toBeUndefined();
    expect(externalAddress('data:text/html,oi')).toBeUndefined();
    expect(externalAddress(undefined)).toBeUndefined();
  });
});
