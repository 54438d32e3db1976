import { describe, expect, it } from 'vitest';
import type { Element } from '../../generated/types';
import { elementPath, elementView, nodeElement } from './elementView';

const node = (extra: Pick<Element, 'nodeEnrollment'> = {}): Element => ({
  elementType: 'NODE',
  idNode: 11,
  data: { nodeCode: 'HZ-01', nodeType: 'LEARNING', title: 'Liderança', image: '/img/l.jpg' },
  ...extra,
});

describe('what a card reads of an element', () => {
  it('a node: its title, image, code, and the enrollment and progress when enrolled', () => {
    const view = elementView(node({ nodeEnrollment: { enrollment: { idEnrollment: 7 }, progress: 40 } }));
    expect(view).toMatchObject({
      kind: 'NODE',
      title: 'Liderança',
      image: '/img/l.jpg',
      nodeCode: 'HZ-01',
      nodeType: 'LEARNING',
      idEnrollment: 7,
      progress: 40,
    });
  });

  it('a content item: its text as title, its id (or the element id) and its content progress', () => {
    const content: Element = {
      elementType: 'CONTENT',
      idContentType: 2,
      idElement: 501,
      data: { idContentItem: 501, idContentType: 2, text: 'Vídeo de boas-vindas' },
      contentEnrollment: { progress: 100 },
    };
    expect(elementView(content)).toMatchObject({
      title: 'Vídeo de boas-vindas',
      idContentItem: 501,
      progress: 100,
    });
    expect(
      elementView({ ...content, data: { idContentItem: 9, idContentType: 2, text: 'x' } }).idContentItem,
    ).toBe(9);
  });

  it("leaves out empty strings, and reads an image element's loose data by kind", () => {
    const view = elementView({
      elementType: 'NODE',
      idNode: 1,
      data: { title: '  ', shortTitle: 'Curto', image: '', nodeCode: 'HZ-01', nodeType: 'LEARNING' },
    });
    expect(view.title).toBe('Curto');
    expect(view.image).toBeUndefined();
    expect(view.idContentItem).toBeUndefined();
    expect(view.progress).toBeUndefined();
    const image = elementView({
      elementType: 'IMAGE',
      data: { title: 3, image: '/a.jpg', idContentItem: -1 },
    });
    expect(image).toMatchObject({ title: '', image: '/a.jpg' });
    expect(image.idContentItem).toBeUndefined();
    expect(elementView({ elementType: 'EVALUATION' }).title).toBe('');
  });
});

// learning-area.md 2.2: /level/{idEnrollment}/{nodeCode}, /catalog/{nodeCode}, /nodeTree/{nodeCode},
// /contentNode/{idContent}.
describe('where a card leads', () => {
  it('an enrolled node: its learning page; a node without enrollment: its catalog page', () => {
    expect(elementPath(elementView(node({ nodeEnrollment: { enrollment: { idEnrollment: 7 } } })))).toBe(
      '/level/7/HZ-01',
    );
    expect(elementPath(elementView(node()))).toBe('/catalog/HZ-01');
  });

  it('a journey card: the node tree', () => {
    expect(elementPath(elementView(node()), { journey: true })).toBe('/nodeTree/HZ-01');
    // An offer of (re-)enrolment: the course's presentation, even with an (ended) enrollment.
    const ended = elementView(node({ nodeEnrollment: { enrollment: { idEnrollment: 7 } } }));
    expect(elementPath(ended, { enrolling: true, journey: true })).toBe('/catalog/HZ-01');
  });

  it('a content: /contentNode/{idContent}; an image with a node or content: the same', () => {
    expect(elementPath(elementView({ elementType: 'CONTENT', idContentType: 5, idElement: 501 }))).toBe(
      '/contentNode/501',
    );
    expect(
      elementPath(elementView({ elementType: 'IMAGE', data: { image: '/b.jpg', nodeCode: 'HZ' } })),
    ).toBe('/catalog/HZ');
  });

  it('a content inside an active enrolment, started or not: its course page, and it is enrolled (issue 18)', () => {
    const inCourse = elementView({
      elementType: 'CONTENT',
      idContentType: 5,
      idElement: 3302,
      nodeEnrollment: { enrollment: { idEnrollment: 515 } },
    });
    expect(elementPath(inCourse)).toBe('/level/515');
    expect(inCourse.facts).toEqual({ kind: 'CONTENT', enrollment: { status: undefined } });
  });

  it('an element with neither: nowhere', () => {
    expect(elementPath(elementView({ elementType: 'IMAGE', data: { image: '/b.jpg' } }))).toBeUndefined();
    expect(elementPath(elementView({ elementType: 'EVALUATION', idElement: 4 }))).toBeUndefined();
  });

  it('an evaluation of an enrollment: its latest questionnaire, or its start', () => {
    const evaluation = (questionnaire?: object) =>
      elementView({
        elementType: 'EVALUATION',
        idElement: 41,
        data: {
          idEvaluation: 41,
          title: 'Pré-teste',
          ...(questionnaire ? { questionnaire } : {}),
          progress: 50,
        },
        nodeEnrollment: { idNodeEnrollment: 9, enrollment: { idEnrollment: 506 } },
      } as Element);
    expect(elementPath(evaluation({ idQuestionnaire: 77, idNodeEnrollment: 9 }))).toBe(
      '/evaluations/506/41/77',
    );
    expect(elementPath(evaluation())).toBe('/evaluations/506/41/0?idNodeEnrollment=9');
    expect(evaluation().progress).toBe(50);
  });
});

describe('a node listed outside a block (search results, the header menus)', () => {
  const course = { nodeCode: 'HZ-LID-01', nodeType: 'LEARNING' as const, title: 'Liderança Situacional' };
  const enrolled = {
    ...course,
    idNode: 110,
    nodeEnrollment: { status: 'IN_PROGRESS' as const, progress: 40, enrollment: { idEnrollment: 501 } },
  };

  it('leads where its card would, and to a level marked as opened from search when asked', () => {
    expect(elementPath(elementView(nodeElement(course)))).toBe('/catalog/HZ-LID-01');
    expect(elementPath(elementView(nodeElement(course)), { fromSearch: true })).toBe('/catalog/HZ-LID-01');
    expect(elementPath(elementView(nodeElement(enrolled)))).toBe('/level/501/HZ-LID-01');
    expect(elementPath(elementView(nodeElement(enrolled)), { fromSearch: true })).toBe(
      '/level/501/HZ-LID-01?fromSearch=1',
    );
    expect(elementView(nodeElement(enrolled)).progress).toBe(40);
  });
});

describe('the facts of a card state (learning-area.md 4.4)', () => {
  it('a node carries its own enrollment, class and self-enrollment', () => {
    const view = elementView({
      elementType: 'NODE',
      idNode: 301,
      idElement: 301,
      data: {
        nodeCode: 'HZ-SEG-01',
        nodeType: 'LEARNING',
        title: 'Segurança',
        selfEnrollment: true,
        nodeEnrollment: {
          idNodeEnrollment: 77,
          status: 'FAILED',
          progress: 100,
          enrollment: { idEnrollment: 503, status: 'FAILED' },
          team: { idTeam: 31, name: 'Turma', allowReenrollment: 1 },
        },
      },
    });
    expect(view.idEnrollment).toBe(503);
    expect(view.facts).toEqual({
      kind: 'NODE',
      nodeType: 'LEARNING',
      processing: false,
      enrollment: { status: 'FAILED', team: { idTeam: 31, name: 'Turma', allowReenrollment: 1 } },
      hasNodeEnrollment: true,
      selfEnrollment: true,
    });
  });

  it('a content is enrolled when it has a content enrollment; an image has no state', () => {
    const content = elementView({
      elementType: 'CONTENT',
      idElement: 3101,
      idContentType: 2,
      contentEnrollment: { progress: 40, status: 'IN_PROGRESS' },
    } as Element);
    expect(content.facts).toEqual({ kind: 'CONTENT', enrollment: { status: 'IN_PROGRESS' } });
    expect(
      elementView({ elementType: 'IMAGE', idElement: 1, data: { image: '/a.jpg' } }).facts,
    ).toBeUndefined();
  });
});
