import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearSession, SessionProvider } from '../../../src/session';
import { installFakeApi, json, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import type { ContentItem, MenuSection } from '../../../src/generated/types';
import EmbeddedPage from './index';
import { signInForTest } from '../../../tests/setup/signed-in';

const section: MenuSection = { idSection: 271, idSectionType: 2, name: 'Leituras da semana' };

const page: ContentItem = {
  idContentItem: 9903,
  idContentType: 4,
  idSection: 271,
  text: 'Portal do parceiro',
  contentLocation: 'https://parceiro.aurora.test/curso?modulo=2',
};

let fake: FakeApi;
let linkTokens: { purpose: unknown; authorization: string | null }[];
beforeEach(() => {
  linkTokens = [];
  fake = installFakeApi((url, init) => {
    if (url.pathname !== '/login/linktoken')
      return json(404, { success: false, message: 'Rota não encontrada.' });
    linkTokens.push({
      purpose: JSON.parse(String(init?.body)).purpose,
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return { success: true, linkToken: 'link tok 0123456789', expiresAt: '2026-11-23T22:05:00Z' };
  });
  signInForTest({ token: 'tok en', menu: [{ idSection: 1, idSectionType: 1, name: 'Início' }, section] });
});
afterEach(() => {
  fake.restore();
  clearSession();
});

function renderPage(item: ContentItem, entries = ['/content/9903?idSection=271']) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/content/:id" element={<EmbeddedPage item={item} idSection={271} />} />
          <Route path="/:slug/:idSection" element={<p>Página da seção</p>} />
          <Route path="/" element={<p>Página inicial</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('embedded page (content type 4)', () => {
  it("frames the content's page with a link token (not the session token) added to its query", async () => {
    renderPage(page);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    const frame = await screen.findByTitle('Portal do parceiro');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      'https://parceiro.aurora.test/curso?modulo=2&token=link%20tok%200123456789',
    );
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    expect(linkTokens).toEqual([{ purpose: 'embedded-page', authorization: 'Bearer tok en' }]);
  });

  it('frames the page without a token when none can be had', async () => {
    fake.restore();
    fake = installFakeApi(serverError);
    renderPage(page);
    const frame = await screen.findByTitle('Portal do parceiro');
    expect(frame.getAttribute('src')).toBe('https://parceiro.aurora.test/curso?modulo=2');
  });

  it('goes back where the learner came from when there is no address', async () => {
    renderPage({ ...page, contentLocation: undefined }, ['/', '/content/9903?idSection=271']);
    expect(await screen.findByText('Página inicial')).toBeTruthy();
  });

  it('goes to the section when the content was opened directly', async () => {
    renderPage({ ...page, contentLocation: '' });
    expect(await screen.findByText('Página da seção')).toBeTruthy();
  });

  it('treats a javascript: or data: address as no address', async () => {
    renderPage({ ...page, contentLocation: 'javascript:alert(1)' });
    expect(await screen.findByText('Página da seção')).toBeTruthy();
    expect(screen.queryByTitle('Portal do parceiro')).toBeNull();
    expect(linkTokens).toEqual([]);
  });
});
