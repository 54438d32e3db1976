import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { clearSession, SessionProvider } from '../../../src/session';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import AssessmentFrame from './index';
import { signInForTest } from '../../../tests/setup/signed-in';

const section: MenuSection = {
  idSection: 176,
  idSectionType: 43,
  name: 'Pesquisa de clima 2026',
  contentLocation: '/demo/avaliacao-clima.html',
};

let api: FakeApi | undefined;
let bodies: unknown[] = [];
afterEach(() => {
  api?.restore();
  clearSession();
  bodies = [];
});

function renderFrame(answer: () => unknown) {
  signInForTest();
  api = installFakeApi((_url, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  });
  return renderWithEngine(
    <SessionProvider>
      <AssessmentFrame section={section} format={{}} items={[]} />
    </SessionProvider>,
  );
}

describe('assessment frame (section type 43)', () => {
  it("posts the user's e-mail and embeds the page in a sandboxed frame named after the section", async () => {
    renderFrame(() => ({ success: true, url: '/demo/avaliacao-clima.html?email=ana%40aurora.test' }));
    const frame = (await screen.findByTitle('Pesquisa de clima 2026')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe(`${window.location.origin}/demo/avaliacao-clima.html?email=ana%40aurora.test`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/assessment/176']);
    expect(bodies).toEqual([{ email: 'ana@aurora.test' }]);
  });

  it('says "Erro ao carregar conteúdo" when the call fails', async () => {
    renderFrame(() =>
      json(404, { success: false, message: 'Esta seção não tem uma avaliação configurada.' }),
    );
    expect(await screen.findByText('Erro ao carregar conteúdo')).toBeTruthy();
    expect(screen.queryByTitle('Pesquisa de clima 2026')).toBeNull();
  });

  it('never frames an address that is not http(s)', async () => {
    renderFrame(() => ({ success: true, url: 'javascript:alert(1)' }));
    expect(await screen.findByText('Erro ao carregar conteúdo')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks again on "Tentar novamente" and frames the page it gets', async () => {
    const answers = [
      { success: true, url: 'javascript:alert(1)' },
      { success: true, url: '/demo/avaliacao-clima.html' },
    ];
    renderFrame(() => answers.shift());
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao carregar conteúdo');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(((await screen.findByTitle('Pesquisa de clima 2026')) as HTMLIFrameElement).src).toBe(
      `${window.location.origin}/demo/avaliacao-clima.html`,
    );
    expect(api?.calls).toHaveLength(2);
  });
});
