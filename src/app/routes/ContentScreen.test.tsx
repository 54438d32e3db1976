// /content/{id} and /liveplayer/{id} read their content the same way (RoutedContent): an id that is no
// number or names no content says so; a live player opened on a content that is no live goes to its
// content page.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import tenant from '../../../fixtures/aurora/tenant.json';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, never, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { messages } from '../../i18n/messages';
import { clearSession } from '../../session';
import { AppRoutes } from '../router';

const news = {
  idContentItem: 5001,
  idContentType: 9,
  text: 'Feriado de Tiradentes',
  description: 'Sem expediente.',
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

/** The app at `path`, signed in; the server knows content 5001 only. */
function open(path: string) {
  signInForTest({ menu: [] });
  api = installFakeApi((url) => {
    if (url.pathname === '/app/details/') return { success: true, app: [tenant.app] };
    if (url.pathname.startsWith('/content/find/'))
      return { success: true, content: url.pathname.endsWith('/5001') ? [news] : [] };
    return never();
  });
  return renderWithEngine(
    <>
      <AppRoutes />
      <Where />
    </>,
    { route: path },
  );
}

/** The address the app is at, for the redirect. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

describe.each(['/content', '/liveplayer'])('%s/{id}', (base) => {
  it.each(['abc', '0', '404'])('says it cannot open %s', async (id) => {
    open(`${base}/${id}`);
    expect(await screen.findByText(messages.contentUnavailable)).toBeTruthy();
  });
});

describe('a content that is found', () => {
  it('is drawn on the content page under its title', async () => {
    open('/content/5001?idSection=2');
    expect(await screen.findByRole('heading', { level: 1, name: news.text })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/content/5001?idSection=2');
  });

  it('that is no live: the live player goes to its content page', async () => {
    open('/liveplayer/5001?idSection=2');
    expect(await screen.findByRole('heading', { level: 1, name: news.text })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/content/5001?idSection=2');
  });
});
