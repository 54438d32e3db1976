import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import tenant from '../../../fixtures/horizonte/tenant.json';
import { TenantContext } from '../../session/tenant';
import type { AppDetails } from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import { carouselBlock, learningNode, learningVideo } from '../../../tests/fixtures/learning-samples';
import LearningHomeScreen from './LearningHomeScreen';

const horizonte = tenant.app as AppDetails;

const titleBlock = {
  blockType: 'TitleSection',
  idBlock: 1,
  title: 'Olá! O que vamos aprender hoje?',
  text: 'Continue de onde parou ou descubra algo novo.',
  parameters: null,
  elements: [],
};
const emptyGrid = { blockType: 'Grid', idBlock: 4, title: 'Escolas', parameters: {}, elements: [] };
// A type of no catalogue (the footer of the spec's other reading of 2.3): its text says so.
const notYetDrawn = {
  blockType: 'Footer',
  idBlock: 5,
  title: 'Rodapé',
  elements: [],
};

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function renderHome(answer: () => unknown) {
  api = installFakeApi(answer);
  // The app's engine without the blocks' registry, as the first paint has it: the screen adds it.
  return renderWithEngine(
    <TenantContext.Provider value={horizonte}>
      <LearningHomeScreen />
    </TenantContext.Provider>,
    { engine: { blocks: undefined }, appStaleTime: true },
  );
}

describe('the learning home', () => {
  it("draws the company's blocks in order through the block dispatcher", async () => {
    renderHome(() => ({ blocks: [titleBlock, carouselBlock, emptyGrid, notYetDrawn] }));
    // The first answer waits for the learning validators and the renderers' modules (lazy).
    expect(
      await screen.findByRole('heading', { name: 'Olá! O que vamos aprender hoje?' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Continue de onde parou ou descubra algo novo.')).toBeTruthy();
    // The carousel's node card leads to its learning page (bruno is enrolled), the content to /contentNode.
    const carousel = await screen.findByRole('region', { name: 'Trilhas em destaque' });
    const nodeLink = within(carousel).getByRole('link', { name: new RegExp(learningNode.title ?? '') });
    expect(nodeLink.getAttribute('href')).toBe('/level/501/HZ-LID-01');
    const contentLink = within(carousel).getByRole('link', { name: new RegExp(learningVideo.text) });
    expect(contentLink.getAttribute('href')).toBe(`/contentNode/${learningVideo.idContentItem}`);
    // A type with no renderer says so (learning-area.md 2.3); an empty grid is hidden.
    expect(await screen.findByText('O tipo "Footer" não existe na lista de componentes.')).toBeTruthy();
    expect(screen.queryByText('Escolas')).toBeNull();
    // In the server's order.
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Olá!')).toBeLessThan(text.indexOf('Trilhas em destaque'));
    expect(text.indexOf('Trilhas em destaque')).toBeLessThan(text.indexOf('O tipo "Footer"'));
    expect(api?.calls.map((url) => url.pathname)).toEqual([`/learning/nodes/${horizonte.idCompany}`]);
  });

  it('says so when the home has no blocks', async () => {
    renderHome(() => ({ blocks: [] }));
    expect(await screen.findByText('Esta página ainda não tem blocos de conteúdo.')).toBeTruthy();
  });

  it('shows the polite fallback in place of a block whose own fields are invalid, and the rest', async () => {
    renderHome(() => ({ blocks: [{ blockType: 'TextSection', idBlock: 0, title: 7 }, titleBlock] }));
    expect(await screen.findByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeTruthy();
  });

  it('shows the load error with a retry that calls again', async () => {
    let calls = 0;
    renderHome(() => (++calls === 1 ? serverError() : { blocks: [titleBlock] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
