// The SCORM lesson cards and player (learning-area.md 2.2, 2.4, 4.1, 4.2, 4.3; issue 12 Contract A)
// against a fake API: what the learner sees, what is sent, and the player's side of the host page's
// message protocol (checked origin and window).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { json } from '../../../tests/setup/fake-api';
import { renderAsLearner } from '../../../tests/setup/learner-api';
import { footerTrail, WithFooterTrail } from '../../../tests/setup/learning-trail';
import { untriedLessonRecord } from '../../../tests/fixtures/learning-samples';
import type { ScoLesson, ScormPackage } from '../../api/learning-scorm';
import type { LearningContentItem } from '../../generated/types';
import { userCacheName } from '../../shared-rules/offline-caches';
import { OFFLINE_COURSES, OFFLINE_INDEX_PATH } from '../../shared-rules/offline-storage';
import { rememberVisit, restartHistory } from '../../session';
import { CLOSE_TIMEOUT_MS } from './hostFrame';
import { LessonListScreen, LessonPlayerScreen } from '.';

// The outbox (with the evaluation screens): what a kept run's reports are given to.
const outbox = vi.hoisted(() => ({ giveWrite: vi.fn(async (entry: unknown) => entry) }));
vi.mock('../evaluations', () => outbox);

const SLOW_MACHINE_MS = 15_000;
const RUN_URL = 'http://scorm.horizonte.localhost:4402/scorm/runs/AbCdEfGhIjKlMnOpQrStUvWxYz012345/';
const PACKAGE_ORIGIN = 'http://scorm.horizonte.localhost:4402';

const course: LearningContentItem = {
  idContentItem: 3703,
  idContentType: 26,
  text: 'Golf Explained - CP One File Per SCO',
  hasAccess: true,
  parentNodes: [
    { nodeCode: 'HZ-GOLF-01', title: 'Golfe em pacotes SCORM', nodeType: 'LEARNING' },
    { nodeCode: 'HZ-GOLF-01-M1', title: 'Golfe em lições', nodeType: 'LEARNING' },
  ],
} as LearningContentItem;

type LessonRecord = ScoLesson['scoEnrollment'];

/** A lesson as the server sends it (schemas/api/learning-scorm-content.json). */
const lesson = (
  idSco: number,
  title: string,
  parentTitles: string[],
  record: Partial<LessonRecord> = {},
): ScoLesson => ({
  idSco,
  title,
  label: 'Página',
  workload: 2,
  masteryScore: null,
  prerequisites: null,
  depth: parentTitles.length,
  parentTitles,
  scoType: 'asset',
  scoEnrollment: { ...untriedLessonRecord, prerequisitesMet: true, ...record },
});

const tree: ScormPackage = {
  status: 'SUCCESS',
  standard: '2004',
  scos: [
    lesson(1, 'How to Play', ['Playing the Game'], { status: 'COMPLETED', prerequisitesMet: true }),
    lesson(2, 'Par', ['Playing the Game'], { status: 'INCOMPLETE', prerequisitesMet: true }),
    lesson(3, 'Taking Care of the Course', ['Etiquette'], {
      status: 'NOT_ATTEMPTED',
      prerequisitesMet: false,
    }),
  ],
};

let contentStatus = 'IN_PROGRESS';
/** What the server recorded of the run (GET /learning/scorm/runs/{runToken}). */
let runRecord = { finished: false, contentCompleted: false };

/** The play call's answer (api/learning-scorm-play-response). */
const run = {
  url: RUN_URL,
  nextItem: null,
  previousItem: null,
  currentItem: { idContentItem: 3703, idContentType: 26, idEnrollment: 506, sequential: false },
};

function open(route: string, scorm: ScormPackage, play: () => unknown = () => run) {
  return renderAsLearner(
    <WithFooterTrail>
      <Routes>
        <Route
          path="/lms/:idEnrollment/:idContentItem/:idNodeEnrollment?/:isFluidNavigation?"
          element={<LessonListScreen />}
        />
        <Route
          path="/lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment?/:scoType?/:scormCompleted?/:idTeam?"
          element={<LessonPlayerScreen />}
        />
        <Route path="/level/:idEnrollment" element={<p>Página do curso</p>} />
        <Route path="/trilhas" element={<p>Trilhas</p>} />
      </Routes>
    </WithFooterTrail>,
    {
      route,
      answer: (url) =>
        url.pathname.startsWith('/learning/scorm/runs/')
          ? runRecord
          : {
              data: { ...course, contentEnrollment: { status: contentStatus, progress: 50 }, scorm },
              previousItem: null,
              nextItem: null,
            },
      post: (url) => (url.pathname === '/learning/scorm/play/' ? play() : json(404, { success: false })),
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  outbox.giveWrite.mockClear();
  contentStatus = 'IN_PROGRESS';
  runRecord = { finished: false, contentCompleted: false };
  vi.restoreAllMocks();
});

describe('the lesson cards (/lms/...)', () => {
  it('groups the lessons under the lesson tree, with their status and workload', async () => {
    open('/lms/506/3703/9/0', tree);
    const playing = await screen.findByRole(
      'region',
      { name: 'Playing the Game' },
      { timeout: SLOW_MACHINE_MS },
    );
    const howToPlay = within(playing).getByRole('link', { name: /How to Play/ });
    expect(howToPlay.getAttribute('href')).toBe('/lessons/506/3703/1/9/multi/true');
    expect(within(howToPlay).getByText('Concluído')).toBeTruthy();
    const par = within(playing).getByRole('link', { name: /Par/ });
    expect(par.getAttribute('href')).toBe('/lessons/506/3703/2/9/multi/false');
    expect(within(par).getByText('Em andamento')).toBeTruthy();
    expect(within(par).getByText('Carga horária: 2 h')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Etiquette' })).toBeTruthy();
  });

  it("names its place in the footer's trail: the course, the module, then the content", async () => {
    open('/lms/506/3703/9/0', tree);
    expect(await footerTrail(course.text)).toEqual([
      ['Início', '/'],
      ['Golfe em pacotes SCORM', '/level/506/HZ-GOLF-01'],
      ['Golfe em lições', '/level/506/HZ-GOLF-01-M1'],
      [course.text, '/lms/506/3703/9/0'],
    ]);
  });

  it('does not let a locked card be opened, and says why', async () => {
    open('/lms/506/3703/9/0', tree);
    const etiquette = await screen.findByRole('region', { name: 'Etiquette' }, { timeout: SLOW_MACHINE_MS });
    expect(within(etiquette).queryByRole('link')).toBeNull();
    expect(within(etiquette).getByText('Taking Care of the Course')).toBeTruthy();
    expect(within(etiquette).getByText('Não iniciado')).toBeTruthy();
    expect(
      within(etiquette).getByText(/Conclua as lições anteriores para liberar esta lição\./),
    ).toBeTruthy();
  });

  it('shows the wait text while the package is processed', async () => {
    open('/lms/506/3703/9/0', { status: 'PENDING', standard: null, scos: [] });
    expect(
      await screen.findByText(/pacote deste conteúdo está sendo processado/, undefined, {
        timeout: SLOW_MACHINE_MS,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('article').querySelector('a')).toBeNull();
  });

  it('opens the only lesson of a package directly', async () => {
    const { posted } = open('/lms/506/3703/9/0', {
      status: 'SUCCESS',
      standard: '1.2',
      scos: [lesson(11, 'Golf Explained', [])],
    });
    const frame = await screen.findByTitle(/Conteúdo: Golf Explained/, undefined, {
      timeout: SLOW_MACHINE_MS,
    });
    expect(frame.getAttribute('src')).toBe(RUN_URL);
    expect(posted).toEqual([
      {
        path: '/learning/scorm/play/',
        body: { idEnrollment: 506, idContentItem: 3703, idSco: 11, idNodeEnrollment: 9, useCdn: false },
      },
    ]);
  });
});

describe('the player (/lessons/...)', () => {
  it("says 'Aguarde, iniciando conteúdo.' until the run is given, then frames its host page", async () => {
    let answer: (value: unknown) => void = () => undefined;
    open('/lessons/506/3703/2/9/multi/false', tree, () => new Promise((resolve) => (answer = resolve)));
    expect(
      await screen.findByText('Aguarde, iniciando conteúdo.', undefined, { timeout: SLOW_MACHINE_MS }),
    ).toBeTruthy();
    answer(run);
    const frame = await screen.findByTitle(/Conteúdo: .*Par/);
    expect(frame.getAttribute('src')).toBe(RUN_URL);
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    expect(screen.queryByText('Aguarde, iniciando conteúdo.')).toBeNull();
  });

  it("shows the server's reason when the lesson is refused", async () => {
    open('/lessons/506/3703/3/9/multi/false', tree, () =>
      json(409, { success: false, message: 'Conclua as lições anteriores para abrir esta.' }),
    );
    expect(
      await screen.findByText('Conclua as lições anteriores para abrir esta.', undefined, {
        timeout: SLOW_MACHINE_MS,
      }),
    ).toBeTruthy();
  });

  it("refreshes the lessons when the host page reports finished, heeding only the frame's window and origin", async () => {
    const { calls } = open('/lessons/506/3703/2/9/multi/false', tree);
    const frame = (await screen.findByTitle(/Conteúdo: .*Par/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    await act(async () => undefined); // the player listens once React has run the frame's effects
    const reads = () => calls.filter((url) => url.pathname.endsWith('/contents/3703')).length;
    const before = reads();
    contentStatus = 'COMPLETED';
    const finished = { scormHost: 'finished', result: { contentCompleted: true } };
    window.dispatchEvent(
      new MessageEvent('message', {
        data: finished,
        origin: 'http://evil.localhost',
        source: frame.contentWindow,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: finished, origin: PACKAGE_ORIGIN, source: window }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(before);
    expect(screen.queryByText('Concluído')).toBeNull();

    window.dispatchEvent(
      new MessageEvent('message', { data: finished, origin: PACKAGE_ORIGIN, source: frame.contentWindow }),
    );
    expect(await screen.findByText('Concluído')).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("believes the server, not the message: a 'finished' the server has not recorded shows nothing (issue 17, defect 8)", async () => {
    const { calls } = open('/lessons/506/3703/2/9/multi/false', tree);
    const frame = (await screen.findByTitle(/Conteúdo: .*Par/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    const asked = () =>
      calls.filter((url) => url.pathname === `/learning/scorm/runs/${RUN_URL.split('/')[5]}`);
    // A script in the host page posts a made-up result: the player asks the server, which recorded nothing.
    const forged = {
      scormHost: 'finished',
      result: { contentCompleted: true, scoEnrollment: { status: 'PASSED' } },
    };
    const post = () =>
      window.dispatchEvent(
        new MessageEvent('message', { data: forged, origin: PACKAGE_ORIGIN, source: frame.contentWindow }),
      );
    // Posted until heard: on a busy machine the frame shows before the player listens.
    await waitFor(() => {
      if (asked().length === 0) post();
      expect(asked().length).toBeGreaterThan(0);
    });
    await waitFor(() =>
      expect(calls.filter((url) => url.pathname.endsWith('/contents/3703')).length).toBeGreaterThan(1),
    );
    expect(screen.queryByText('Concluído')).toBeNull();
    expect(screen.queryByText('Lição finalizada. O seu progresso foi salvo.')).toBeNull();

    // The real finish: the server recorded it (the content not yet complete), and the player says so.
    runRecord = { finished: true, contentCompleted: false };
    post();
    expect(await screen.findByText('Lição finalizada. O seu progresso foi salvo.')).toBeTruthy();
    expect(screen.queryByText('Concluído')).toBeNull();
  });

  it("'Fechar' asks the host page to finish, waits for its answer, then goes to the lesson cards", async () => {
    open('/lessons/506/3703/2/9/multi/false', tree);
    const frame = (await screen.findByTitle(/Conteúdo: .*Par/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    const asked = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(asked).toHaveBeenCalledWith({ scormPlayer: 'close' }, PACKAGE_ORIGIN));
    // Still on the player until the host page answers.
    expect(screen.getByTitle(/Conteúdo: .*Par/)).toBeTruthy();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { scormHost: 'closed', result: {} },
        origin: PACKAGE_ORIGIN,
        source: frame.contentWindow,
      }),
    );
    expect(await screen.findByRole('link', { name: /How to Play/ })).toBeTruthy();
  });

  it('goes back for a single lesson, here to the course page when opened directly', async () => {
    open('/lessons/506/3703/11/9/single', {
      status: 'SUCCESS',
      standard: '1.2',
      scos: [lesson(11, 'Golf Explained', [])],
    });
    const frame = (await screen.findByTitle(/Conteúdo: Golf Explained/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { scormHost: 'closed', result: null },
          origin: PACKAGE_ORIGIN,
          source: frame.contentWindow,
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Página do curso')).toBeTruthy();
  });
});

describe("a SCO's navigation request (adl.nav.request, issue 22)", () => {
  /** The host page reports the run finished with the SCO's request, until the player has heard it. */
  async function finishWith(navRequest: unknown, heard: () => boolean) {
    const frame = (await screen.findByTitle(/Conteúdo: .*Par/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    const data = { scormHost: 'finished', result: null, navRequest };
    await waitFor(() => {
      if (!heard())
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: PACKAGE_ORIGIN, source: frame.contentWindow }),
        );
      expect(heard()).toBe(true);
    });
  }

  it('continue opens the next lesson, by the server', async () => {
    const { posted } = open('/lessons/506/3703/2/9/multi/false', tree);
    await finishWith({ kind: 'continue' }, () => screen.queryByTitle(/Conteúdo: .*Taking Care/) !== null);
    expect(posted.at(-1)).toMatchObject({ path: '/learning/scorm/play/', body: { idSco: 3 } });
  });

  it('choice opens the lesson it names; previous the one before', async () => {
    const named: ScormPackage = {
      ...tree,
      scos: tree.scos.map((sco, at) => ({ ...sco, identifier: `item-${at + 1}` })),
    };
    open('/lessons/506/3703/2/9/multi/false', named);
    await finishWith(
      { kind: 'choice', target: 'item-3' },
      () => screen.queryByTitle(/Conteúdo: .*Taking Care/) !== null,
    );
    cleanup();
    open('/lessons/506/3703/2/9/multi/false', named);
    await finishWith({ kind: 'previous' }, () => screen.queryByTitle(/Conteúdo: .*How to Play/) !== null);
  });

  it('exit goes to the lesson cards; exitAll and suspendAll leave the content', async () => {
    open('/lessons/506/3703/2/9/multi/false', tree);
    await finishWith({ kind: 'exit' }, () => screen.queryByRole('link', { name: /How to Play/ }) !== null);
    cleanup();
    restartHistory('/lessons/506/3703/2/9/multi/false');
    open('/lessons/506/3703/2/9/multi/false', tree);
    await finishWith({ kind: 'exitAll' }, () => screen.queryByText('Página do curso') !== null);
    cleanup();
    restartHistory('/lessons/506/3703/2/9/multi/false');
    open('/lessons/506/3703/2/9/multi/false', tree);
    await finishWith({ kind: 'suspendAll' }, () => screen.queryByText('Página do curso') !== null);
  });

  it('is not followed when it is not one of the standard', async () => {
    const { posted } = open('/lessons/506/3703/2/9/multi/false', tree);
    const frame = (await screen.findByTitle(/Conteúdo: .*Par/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    await act(async () => undefined);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { scormHost: 'finished', result: null, navRequest: { kind: 'fly' } },
        origin: PACKAGE_ORIGIN,
        source: frame.contentWindow,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTitle(/Conteúdo: .*Par/)).toBeTruthy();
    expect(posted.filter(({ path }) => path === '/learning/scorm/play/')).toHaveLength(1);
  });
});

describe('leaving a single lesson (issue 22)', () => {
  const single: ScormPackage = {
    status: 'SUCCESS',
    standard: '1.2',
    scos: [lesson(11, 'Golf Explained', [])],
  };

  it("goes by address to the page the learner came from, the lesson's own addresses skipped", async () => {
    restartHistory('/trilhas');
    rememberVisit('/lms/506/3703/9/0');
    rememberVisit('/lessons/506/3703/11/9/single');
    open('/lessons/506/3703/11/9/single', single);
    const frame = (await screen.findByTitle(/Conteúdo: Golf Explained/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    const answer = () =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { scormHost: 'closed', result: null },
          origin: PACKAGE_ORIGIN,
          source: frame.contentWindow,
        }),
      );
    vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(answer);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Trilhas')).toBeTruthy();
  });

  it('leaves when the host page never answers, once CLOSE_TIMEOUT_MS has passed', async () => {
    restartHistory('/trilhas');
    open('/lessons/506/3703/11/9/single', single);
    const frame = (await screen.findByTitle(/Conteúdo: Golf Explained/, undefined, {
      timeout: SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    const asked = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    const clicked = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Aguarde, salvando o seu progresso.')).toBeTruthy();
    expect(await screen.findByText('Trilhas')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({ scormPlayer: 'close' }, PACKAGE_ORIGIN);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(CLOSE_TIMEOUT_MS);
  });
});

describe('a lesson kept on the device (issue 20, ADR 0026)', () => {
  /** Cache Storage holding a kept course's index, as saveCourse leaves it, naming the lesson's kept run. */
  const keptCourse = (keptRuns: Record<string, string>) => {
    const name = userCacheName(1, 2, OFFLINE_COURSES);
    const index = {
      courses: { 506: { idEnrollment: 506, title: 'Golfe', savedAt: 1, bytes: 1, urls: [], keptRuns } },
    };
    vi.stubGlobal('caches', {
      keys: async () => ['wl-shell', name],
      open: async () => ({
        match: async (address: string) => (address === OFFLINE_INDEX_PATH ? Response.json(index) : undefined),
      }),
    });
  };

  it('plays the kept run when the server cannot start one, and gives its reports to the outbox in order', async () => {
    keptCourse({ '3703/2': RUN_URL });
    open('/lessons/506/3703/2/9/multi/false', tree, () =>
      json(503, { success: false, message: 'Fora do ar.' }),
    );
    // A ceiling, not a wait: the failed play, then the kept course's index, on a busy machine.
    const frame = (await screen.findByTitle(/Conteúdo: .*Par/, undefined, {
      timeout: 2 * SLOW_MACHINE_MS,
    })) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(RUN_URL);
    expect(
      screen.getByText(
        'Sem conexão: esta é a cópia da lição guardada neste aparelho. O seu progresso será enviado quando a conexão voltar.',
      ),
    ).toBeTruthy();
    // The frame is in the page once React has committed; the listener comes with the effects, which a busy
    // machine may run a task later (CI once sent the reports before it: none reached the outbox).
    await act(async () => undefined);
    const report = (seq: number, finish: boolean, source: unknown = frame.contentWindow) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { scormHost: 'runtimeData', seq, finish, data: { cmi: { location: `p${seq}` } } },
          origin: PACKAGE_ORIGIN,
          source: source as Window,
        }),
      );
    report(1, false, window);
    report(1, false);
    report(1, false);
    report(2, true);
    // A ceiling, not a wait: the reports reach the outbox through a dynamic import of its module.
    await waitFor(() => expect(outbox.giveWrite).toHaveBeenCalledTimes(2), { timeout: SLOW_MACHINE_MS });
    const [first, second] = outbox.giveWrite.mock.calls.map(([entry]) => entry as Record<string, unknown>);
    expect(first).toMatchObject({
      kind: 'kept-run',
      idUser: 2,
      path: '/learning/scorm/kept-runs/AbCdEfGhIjKlMnOpQrStUvWxYz012345/runtime-data',
      body: { data: { cmi: { location: 'p1' } }, finish: false },
    });
    expect(second).toMatchObject({ body: { data: { cmi: { location: 'p2' } }, finish: true } });
    expect(second!.subject).toBe(first!.subject);
  });

  it('says what went wrong when the server cannot start the lesson and none is kept', async () => {
    keptCourse({});
    open('/lessons/506/3703/2/9/multi/false', tree, () =>
      json(503, { success: false, message: 'Fora do ar.' }),
    );
    expect(await screen.findByRole('alert', undefined, { timeout: SLOW_MACHINE_MS })).toBeTruthy();
    expect(screen.queryByTitle(/Conteúdo: .*Par/)).toBeNull();
    expect(outbox.giveWrite).not.toHaveBeenCalled();
  });
});
