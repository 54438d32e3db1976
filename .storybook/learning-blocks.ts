// Demo blocks of the learning area for the block renderers' stories, until the learning tenant's
// fixture has them: nodes, contents and banners as GET /learning/nodes would send them, with the
// demo tenant's covers (served at /demo/). No cover has '-format-' crops, so every card shows the
// fallback to its original image, as it would on a server that kept no crops.
import { loadAllValidators } from '../src/engine/validate';
import type { Block, BlockParameters, Element } from '../src/generated/types';

const covers = ['conquista', 'compliance', 'seguranca', 'vendas', 'bem-estar', 'ergonomia', 'meditacao'];
const cover = (at: number) => `/demo/capa-${['boas-vindas', ...covers][at % 8]}.svg`;

const titles = [
  'Liderança na prática',
  'Compliance e ética',
  'Segurança no trabalho',
  'Vendas consultivas',
  'Bem-estar e saúde mental',
  'Ergonomia no escritório',
  'Meditação guiada',
  'Integração de novos colaboradores',
];

/** Learning nodes; every other one with the learner's enrollment and progress. */
export const demoNodes: Element[] = titles.map((title, at) => ({
  elementType: 'NODE',
  idNode: 100 + at,
  idElement: 100 + at,
  data: {
    nodeCode: `HZ-0${at + 1}`,
    nodeType: 'LEARNING',
    title,
    description: `${at + 2} módulos, ${at + 3} horas`,
    image: cover(at),
  },
  ...(at % 2 ? { nodeEnrollment: { enrollment: { idEnrollment: 40 + at }, progress: (at * 15) % 101 } } : {}),
}));

/** Banners: images linking to a node or to a content, one linking nowhere. */
export const demoBanners: Element[] = [
  {
    elementType: 'IMAGE',
    idElement: 1,
    data: { title: 'Trilha de liderança', image: cover(0), nodeCode: 'HZ-01', nodeType: 'LEARNING' },
  },
  {
    elementType: 'IMAGE',
    idElement: 2,
    data: { title: 'Semana da segurança', image: cover(2), idContentItem: 501 },
  },
  { elementType: 'IMAGE', idElement: 3, data: { title: 'Bem-vindo à Horizonte', image: cover(4) } },
];

export const demoBlock = (
  blockType: string,
  elements: Element[],
  parameters: BlockParameters = {},
  extra: Partial<Block> = {},
): Block => ({ blockType, idBlock: 1, title: 'Trilhas em destaque', parameters, elements, ...extra });

/** Block schemas are extended validators: a story waits for them, as the learning home will. */
export const blockLoaders = [
  async () => {
    await loadAllValidators();
    return {};
  },
];
