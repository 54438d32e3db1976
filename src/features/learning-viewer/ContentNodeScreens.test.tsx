// The learning content viewer's states (learning-area.md 2.4, 4.2, 4.3, 8) against a fake API: what the
// learner reads, and what the viewer sends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type {
  LearningContentItem,
  LearningEnrolledContentResponse,
  NavigationMapElement,
} from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { footerTrail, WithFooterTrail } from '../../../tests/setup/learning-trail';
import { EnrolledContentScreen, FreeContentScreen } from './ContentNodeScreens';
import { hrefOf } from '../../../tests/setup/queries';

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  /** Date.now() when it was sent. */
  at: number;
}

/** The first viewer of a file loads its lazy chunks and validators: slow on two busy cores. */
const SLOW_MACHINE_MS = 20_000;

let api: FakeApi | undefined;
let sent: Sent[] = [];
/** When the content's first answer left the fake server: the viewer mounts after it. */
let contentAnsweredAt = 0;

beforeEach(() => {
  sent = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const video: LearningContentItem = {
  idContentItem: 3601,
  idContentType: 2,
  text: 'Boas-vindas da equipe de atendimento',
  duration: 8,
  mediaLocation: '/demo/learning/video-negociacao.mp4',
  sequential: true,
  isSeekingBlocked: true,
  hasAccess: true,
};
const nextItem = { idContentItem: 3602, idContentType: 5, idEnrollment: 506, sequential: true };

const mapElement = (
  idElement: number,
  title: string,
  status: string,
  sequential = true,
): NavigationMapElement =>
  ({
    elementType: 'CONTENT',
    title,
    idContentType: 2,
    idElement,
    sequential,
    nodeCode: 'HZ-ATD-02',
    contentEnrollment: { status, progress: status === 'COMPLETED' ? 100 : 0 },
  }) as NavigationMapElement;

interface Server {
  item: LearningContentItem;
  refusal?: { status: number; message: string };
  trackingPoints?: boolean;
  /** What GET /learning/contents/{id} says of the enrollment covering the content (the free address). */
  covering?: LearningEnrolledContentResponse['enrollment'];
  /** The map's elements, when not the two items of the path. */
  mapElements?: NavigationMapElement[];
}

/** The reference API's answers for one content; every write is kept in `sent`. */
function serve({ item, refusal, trackingPoints = false, covering, mapElements }: Server) {
  let row = item.contentEnrollment ?? null;
  contentAnsweredAt = 0;
  api = installFakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const path = url.pathname;
    if (method !== 'GET') sent.push({ method, path, body, at: Date.now() });
    if (refusal && method === 'GET' && path.includes('/contents/'))
      return json(refusal.status, { success: false, message: refusal.message });
    if (path.endsWith('/navigation-map'))
      return {
        data: {
          title: 'Primeiro dia no atendimento',
          nodeEnrollment: { status: 'IN_PROGRESS', progress: 0 },
          mapElements: mapElements ?? [
            mapElement(3601, 'Boas-vindas da equipe de atendimento', row?.status ?? 'NOT_ATTEMPTED'),
            mapElement(3602, 'Seu primeiro atendimento', 'NOT_ATTEMPTED'),
          ],
        },
      };
    if (method === 'GET') {
      contentAnsweredAt ||= Date.now();
      if (path.startsWith('/learning/contents/'))
        return { data: { ...item, contentEnrollment: row }, ...(covering ? { enrollment: covering } : {}) };
      return { data: { ...item, contentEnrollment: row }, previousItem: null, nextItem };
    }
    if (path === '/learning/node-enrollments/') return json(201, { data: { newId: 88 } });
    if (path === '/learning/content-enrollments/') {
      row = { idContentEnrollment: 77, idEnrollment: 506, progress: 0, status: 'IN_PROGRESS' };
      return json(201, { data: row });
    }
    if (path.startsWith('/learning/content-enrollments/')) {
      row = { ...row!, ...(body as { status: 'IN_PROGRESS'; progress: number }) };
      return { data: row };
    }
    if (path.endsWith('/accesses')) return json(201, { success: true, message: 'Acesso registrado.' });
    if (path.endsWith('/trackings')) return { earnPoints: trackingPoints };
    return json(404, { success: false, message: 'Não encontrado.' });
  });
}

function open(route: string) {
  return renderWithEngine(
    <WithFooterTrail>
      <Routes>
        <Route path="/contentNode/:idContent" element={<FreeContentScreen />} />
        <Route
          path="/contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:suffix"
          element={<EnrolledContentScreen />}
        />
      </Routes>
    </WithFooterTrail>,
    { route, appStaleTime: true },
  );
}

const enrolled = (idContent = 3601) => `/contentNode/${idContent}/9/506/1/-`;
const writes = (path: string) => sent.filter((call) => call.path === path);

/** 4.2: the first open created the content enrollment, IN_PROGRESS at 0, in node enrollment 9 of 506. */
async function expectFirstOpenCreated() {
  await waitFor(() => expect(writes('/learning/content-enrollments/')).toHaveLength(1));
  expect(writes('/learning/content-enrollments/')[0]?.body).toEqual({
    idUser: 1,
    idEnrollment: 506,
    idNodeEnrollment: 9,
    idContentItem: 3601,
    progress: 0,
    status: 'IN_PROGRESS',
  });
}

describe('what the viewer says instead of a content', { timeout: SLOW_MACHINE_MS }, () => {
  it("'Acesso restrito' with its long text for a restricted content, and no tracking", async () => {
    serve({ item: { ...video, idContentType: 18, hasAccess: false, mediaLocation: undefined } });
    open('/contentNode/3603');
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeTruthy();
    expect(
      screen.getByText(
        'Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
      ),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
  });

  it("'Não foi possível abrir o conteúdo.' for a type no viewer draws", async () => {
    serve({ item: { ...video, idContentType: 99 } });
    open('/contentNode/3601');
    expect(await screen.findByText('Não foi possível abrir o conteúdo.')).toBeTruthy();
  });

  it("'Arquivo inválido.' for a file without an address", async () => {
    serve({ item: { ...video, idContentType: 18, mediaLocation: undefined, contentLocation: ' ' } });
    open('/contentNode/3601');
    expect(await screen.findByText('Arquivo inválido.')).toBeTruthy();
  });

  it('the SCORM wait text, without a player, for type 26', async () => {
    serve({ item: { ...video, idContentType: 26 } });
    open('/contentNode/3601');
    expect(await screen.findByText(/pacote deste conteúdo está sendo processado/)).toBeTruthy();
    expect(document.querySelector('video, iframe')).toBeNull();
  });

  it('goes back from a single page with neither address nor body', async () => {
    serve({ item: { ...video, idContentType: 5, mediaLocation: undefined } });
    renderWithEngine(
      <Routes>
        <Route path="/" element={<p>Início</p>} />
        <Route path="/contentNode/:idContent" element={<FreeContentScreen />} />
      </Routes>,
      { route: '/contentNode/3602', appStaleTime: true },
    );
    expect(await screen.findByText('Início')).toBeTruthy();
  });

  it('opens the lesson cards of free SCORM content that an enrollment of the learner covers', async () => {
    serve({
      item: { ...video, idContentType: 26 },
      covering: { idUser: 1, idEnrollment: 506, idTeam: 3, nodeCode: 'HZ-ATD-02', idNodeEnrollment: 9 },
    });
    renderWithEngine(
      <Routes>
        <Route path="/contentNode/:idContent" element={<FreeContentScreen />} />
        <Route path="/lms/506/3601/9/0" element={<p>Lições do pacote</p>} />
      </Routes>,
      { route: '/contentNode/3601', appStaleTime: true },
    );
    expect(await screen.findByText('Lições do pacote')).toBeTruthy();
  });

  it('opens the lesson cards of SCORM content in an enrollment, without the navigation map', async () => {
    serve({ item: { ...video, idContentType: 26 } });
    renderWithEngine(
      <Routes>
        <Route
          path="/contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:suffix"
          element={<EnrolledContentScreen />}
        />
        <Route path="/lms/506/3601/9/0" element={<p>Lições do pacote</p>} />
      </Routes>,
      { route: enrolled(), appStaleTime: true },
    );
    expect(await screen.findByText('Lições do pacote')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mapa de navegação' })).toBeNull();
    expect(writes('/learning/content-enrollments/')).toHaveLength(0);
  });

  it("the server's reason for a locked content", async () => {
    serve({
      item: video,
      refusal: { status: 409, message: 'Conclua o item anterior para liberar este conteúdo.' },
    });
    open(enrolled(3602));
    expect(await screen.findByText('Conclua o item anterior para liberar este conteúdo.')).toBeTruthy();
  });
});

describe('progress inside an enrollment (4.2, 4.3)', { timeout: SLOW_MACHINE_MS }, () => {
  /** The enrollment's content as another type, its content enrollment (77) started and at 0. */
  const started = (changes: Partial<LearningContentItem>): LearningContentItem => ({
    ...video,
    ...changes,
    contentEnrollment: { idContentEnrollment: 77, progress: 0, status: 'IN_PROGRESS' },
  });

  it('creates the content enrollment on first open, blocks next until the video ends, then completes it', async () => {
    serve({ item: video });
    open(enrolled());
    const element = (await screen.findByLabelText(`Vídeo: ${video.text}`)) as HTMLVideoElement;
    await expectFirstOpenCreated();
    expect((screen.getByRole('button', { name: 'Próximo conteúdo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Conclua este conteúdo para liberar o próximo.')).toBeTruthy();

    fireEvent.ended(element);
    await screen.findByText('Concluído');
    expect(writes('/learning/content-enrollments/77')[0]?.body).toEqual({
      status: 'COMPLETED',
      progress: 100,
      grade: 0,
    });
    await waitFor(() =>
      expect(writes('/learning/contents/3601/accesses')[0]?.body).toEqual({
        idEnrollment: 506,
        type: 'ACCESS_CONTENT',
        progress: 100,
      }),
    );
    const next = await screen.findByRole('link', { name: 'Próximo conteúdo' });
    expect(next.getAttribute('href')).toBe('/contentNode/3602/9/506/1/-');
  });

  it('saves a higher percent below 100 as IN_PROGRESS when the learner leaves', async () => {
    serve({
      item: { ...video, contentEnrollment: { idContentEnrollment: 77, progress: 10, status: 'IN_PROGRESS' } },
    });
    const view = open(enrolled());
    const element = (await screen.findByLabelText(`Vídeo: ${video.text}`)) as HTMLVideoElement;
    Object.defineProperty(element, 'duration', { value: 8, configurable: true });
    for (const seconds of [1, 2, 3, 4]) {
      element.currentTime = seconds;
      fireEvent.timeUpdate(element);
    }
    view.unmount();
    await waitFor(() =>
      expect(writes('/learning/content-enrollments/77')[0]?.body).toEqual({
        status: 'IN_PROGRESS',
        progress: 50,
      }),
    );
    expect(writes('/learning/content-enrollments/')).toEqual([]);
  });

  it('sends the player back to the furthest point played when a seek jumps more than 2 s past it', async () => {
    serve({ item: video });
    open(enrolled());
    const element = (await screen.findByLabelText(`Vídeo: ${video.text}`)) as HTMLVideoElement;
    Object.defineProperty(element, 'duration', { value: 8, configurable: true });
    for (const seconds of [0.5, 1, 1.5, 2]) {
      element.currentTime = seconds;
      fireEvent.timeUpdate(element);
    }
    // Up to 2 s ahead is allowed, and played from there.
    element.currentTime = 3.5;
    fireEvent.seeking(element);
    expect(element.currentTime).toBe(3.5);
    fireEvent.timeUpdate(element);
    element.currentTime = 7;
    fireEvent.seeking(element);
    expect(element.currentTime).toBe(3.5);
    // For 500 ms every seek goes back, even a short one.
    element.currentTime = 4;
    fireEvent.seeking(element);
    expect(element.currentTime).toBe(3.5);
  });

  it("completes an external link on 'Continuar'", async () => {
    serve({ item: started({ idContentType: 27, contentLocation: 'https://perfil.horizonte.test' }) });
    open(enrolled());
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await screen.findByText('Concluído');
    expect(writes('/learning/content-enrollments/77')[0]?.body).toMatchObject({ status: 'COMPLETED' });
  });

  it('completes a file on its download', async () => {
    serve({
      item: started({ idContentType: 18, contentLocation: 'https://arquivos.horizonte.test/apostila.pdf' }),
    });
    open(enrolled());
    const link = await screen.findByRole('link', { name: /Baixar/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await screen.findByText('Concluído');
  });

  it('completes an embedded site when its page loads', async () => {
    serve({
      item: started({ idContentType: 4, contentLocation: 'https://simulador.horizonte.test/atendimento' }),
    });
    open(enrolled());
    // The footer's trail names the page with the same title (its full text, for a cut label): the frame.
    const frame = await waitFor(() => {
      const found = screen.getAllByTitle(video.text).find((element) => element.tagName === 'IFRAME');
      expect(found).toBeDefined();
      return found!;
    });
    expect(writes('/learning/content-enrollments/77')).toEqual([]);
    fireEvent.load(frame);
    await screen.findByText('Concluído');
    expect(writes('/learning/content-enrollments/77')[0]?.body).toMatchObject({ status: 'COMPLETED' });
  });

  it('completes a single page after 2 seconds, not before', async () => {
    serve({ item: started({ idContentType: 5, content: '<p>Cumprimente e ouça.</p>' }) });
    open(enrolled());
    await screen.findByText('Cumprimente e ouça.');
    expect(writes('/learning/content-enrollments/77')).toEqual([]);
    // A ceiling, not a wait: a busy machine may take well over 2 s to draw the page after the answer.
    await screen.findByText('Concluído', undefined, { timeout: SLOW_MACHINE_MS - 2000 });
    // The page mounted after its answer came: 2 s from then at least (real time, no fake clock).
    const [completed] = writes('/learning/content-enrollments/77');
    expect(completed?.body).toMatchObject({ status: 'COMPLETED' });
    expect(completed!.at - contentAnsweredAt).toBeGreaterThanOrEqual(2000);
  });
});

describe('outside an enrollment', { timeout: SLOW_MACHINE_MS }, () => {
  it('sends a tracking record 200 ms after load, and asks "Assistir desde o início?" at a last position', async () => {
    serve({ item: { ...video, lastPosition: 4 }, trackingPoints: true });
    open('/contentNode/3601');
    expect(await screen.findByRole('button', { name: 'Assistir desde o início?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar de onde parou?' })).toBeTruthy();
    await waitFor(() => expect(writes('/learning/contents/3601/trackings')).toHaveLength(1));
    expect(writes('/learning/contents/3601/trackings')[0]?.body).toMatchObject({
      idContentItem: 3601,
      learningArea: true,
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    await waitFor(() => expect(document.querySelector('[data-earn-points]')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Mapa de navegação' })).toBeNull();
    expect(writes('/learning/content-enrollments/')).toHaveLength(0);
  });

  it('asks "Ouvir desde o início?" for an audio', async () => {
    serve({
      item: { ...video, idContentType: 1, mediaLocation: '/demo/learning/podcast.mp3', lastPosition: 4 },
    });
    open('/contentNode/3601');
    expect(await screen.findByRole('button', { name: 'Ouvir desde o início?' })).toBeTruthy();
  });
});

describe('the free address of a content an enrollment covers (4.2)', { timeout: SLOW_MACHINE_MS }, () => {
  const covering = { idUser: 1, idEnrollment: 506, idTeam: 15, nodeCode: 'HZ-ATD-02' };

  it('creates the content enrollment (IN_PROGRESS, 0) in the named node enrollment, and sends no tracking', async () => {
    serve({ item: video, covering: { ...covering, idNodeEnrollment: 9 } });
    open('/contentNode/3601');
    const element = (await screen.findByLabelText(`Vídeo: ${video.text}`)) as HTMLVideoElement;
    await expectFirstOpenCreated();
    // Its end is kept in the enrollment too.
    fireEvent.ended(element);
    await screen.findByText('Concluído');
    expect(writes('/learning/content-enrollments/77')[0]?.body).toMatchObject({ status: 'COMPLETED' });
    expect(writes('/learning/contents/3601/trackings')).toHaveLength(0);
    expect(writes('/learning/node-enrollments/')).toHaveLength(0);
  });

  it("creates the node's enrollment first when the node has none", async () => {
    serve({ item: video, covering });
    open('/contentNode/3601');
    await screen.findByLabelText(`Vídeo: ${video.text}`);
    await waitFor(() => expect(writes('/learning/content-enrollments/')).toHaveLength(1));
    expect(writes('/learning/node-enrollments/').map((call) => call.body)).toEqual([covering]);
    expect(writes('/learning/content-enrollments/')[0]?.body).toMatchObject({
      idEnrollment: 506,
      idNodeEnrollment: 88,
    });
  });
});

describe('the navigation map (2.4)', { timeout: SLOW_MACHINE_MS }, () => {
  it("pins 'Você está aqui!' on the content on screen and shows the next one locked", async () => {
    serve({ item: video });
    open(enrolled());
    fireEvent.click(await screen.findByRole('button', { name: 'Mapa de navegação' }));
    const here = (await screen.findByText('Você está aqui!')).closest('li')!;
    expect(here.textContent).toContain('Boas-vindas da equipe de atendimento');
    expect(here.getAttribute('aria-current')).toBe('page');
    const second = screen.getByText('Seu primeiro atendimento').closest('li')!;
    expect(second.textContent).toContain('Bloqueado');
    expect(second.querySelector('a')).toBeNull();
  });

  it('shows locked what the server says is locked: a module waiting for a prerequisite, and what it holds', async () => {
    // Neither sequential nor after an unfinished step: only the server knows its prerequisite is unmet.
    const module = (idElement: number, title: string, locked: boolean, contents: NavigationMapElement[]) =>
      ({
        elementType: 'NODE',
        title,
        idElement,
        nodeCode: `M${idElement}`,
        sequential: false,
        locked,
        nodeEnrollment: { status: 'NOT_ATTEMPTED', progress: 0 },
        mapElements: contents,
      }) as NavigationMapElement;
    serve({
      item: video,
      mapElements: [
        module(1, 'Módulo livre', false, [
          {
            ...mapElement(3601, 'Boas-vindas da equipe de atendimento', 'IN_PROGRESS', false),
            locked: false,
          },
        ]),
        module(2, 'Módulo com pré-requisito', true, [
          mapElement(3605, 'Roteiro do segundo módulo', 'NOT_ATTEMPTED', false),
        ]),
      ],
    });
    open(enrolled());
    fireEvent.click(await screen.findByRole('button', { name: 'Mapa de navegação' }));
    const lockedModule = (await screen.findByText('Módulo com pré-requisito')).closest('li')!;
    expect(lockedModule.querySelector(':scope > div')?.textContent).toContain('Bloqueado');
    const inside = screen.getByText('Roteiro do segundo módulo').closest('li')!;
    expect(inside.textContent).toContain('Bloqueado');
    expect(inside.querySelector('a')).toBeNull();
    const freeModule = screen.getByText('Módulo livre').closest('li')!;
    expect(freeModule.querySelector(':scope > div')?.textContent).not.toContain('Bloqueado');
  });

  it('leads an evaluation to its questionnaire, or to its start in its node enrollment', async () => {
    const evaluation = (idElement: number, title: string, extra: Partial<NavigationMapElement>) =>
      ({ elementType: 'EVALUATION', title, idElement, sequential: false, ...extra }) as NavigationMapElement;
    serve({
      item: video,
      mapElements: [
        { ...mapElement(3601, 'Boas-vindas da equipe de atendimento', 'IN_PROGRESS', false), locked: false },
        evaluation(4301, 'Pesquisa de reação', { idNodeEnrollment: 12 }),
        evaluation(4302, 'Pesquisa rápida', {
          idNodeEnrollment: 12,
          questionnaire: { idQuestionnaire: 77, idNodeEnrollment: 12, finishDate: null },
        }),
      ],
    });
    open(enrolled());
    fireEvent.click(await screen.findByRole('button', { name: 'Mapa de navegação' }));
    expect((await screen.findByRole('link', { name: 'Pesquisa de reação' })).getAttribute('href')).toBe(
      '/evaluations/506/4301/0?idNodeEnrollment=12',
    );
    expect(hrefOf('Pesquisa rápida')).toBe('/evaluations/506/4302/77');
  });
});

describe("the viewer's footer trail (2.3)", { timeout: SLOW_MACHINE_MS }, () => {
  const parentNodes: LearningContentItem['parentNodes'] = [
    { nodeCode: 'HZ-ESCOLA', idNode: 100, nodeType: 'ORGANIZATION', title: 'Universidade Horizonte' },
    { nodeCode: 'HZ-ESC-ATD', idNode: 120, nodeType: 'ORGANIZATION', title: 'Escola de Atendimento' },
    { nodeCode: 'HZ-ATD-02', idNode: 203, nodeType: 'LEARNING', title: 'Primeiro dia no atendimento' },
  ];
  // A type no viewer draws: the trail is the page's, whatever its body.
  const item = { ...video, idContentType: 99, parentNodes };

  it("names an enrolled content's schools, its course in the enrollment, and the content", async () => {
    serve({ item });
    open(enrolled());
    expect(await footerTrail(video.text)).toEqual([
      ['Início', '/'],
      ['Universidade Horizonte', '/catalog/HZ-ESCOLA'],
      ['Escola de Atendimento', '/catalog/HZ-ESC-ATD'],
      ['Primeiro dia no atendimento', '/level/506/HZ-ATD-02'],
      [video.text, enrolled()],
    ]);
  });

  it('names a free content: a course outside an enrollment leads to its page by id', async () => {
    serve({ item });
    open('/contentNode/3601');
    expect(await footerTrail(video.text)).toEqual([
      ['Início', '/'],
      ['Universidade Horizonte', '/catalog/HZ-ESCOLA'],
      ['Escola de Atendimento', '/catalog/HZ-ESC-ATD'],
      ['Primeiro dia no atendimento', '/level?nodeLevel=203'],
      [video.text, '/contentNode/3601'],
    ]);
  });
});
