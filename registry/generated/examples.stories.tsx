// Generated from schemas/*-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
// One story per type, drawing the example its catalogue entry points at in the demo tenant.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueExample } from '../../.storybook/examples';

const meta = { title: 'Catalogue/Examples', component: CatalogueExample } satisfies Meta<typeof CatalogueExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section1: Story = {
  name: "section 1 · Mapa de opções do menu (ícone, híbrido, bloco)",
  args: { kind: 'section', type: 1 },
};

export const Section2: Story = {
  name: "section 2 · Grade de cards",
  args: { kind: 'section', type: 2 },
};

export const Section3: Story = {
  name: "section 3 · Mosaico",
  args: { kind: 'section', type: 3 },
};

export const Section4: Story = {
  name: "section 4 · Mosaico de vídeos",
  args: { kind: 'section', type: 4 },
};

export const Section5: Story = {
  name: "section 5 · Lista ao vivo",
  args: { kind: 'section', type: 5 },
};

export const Section6: Story = {
  name: "section 6 · Cards com player",
  args: { kind: 'section', type: 6 },
};

export const Section7: Story = {
  name: "section 7 · Lista em grade",
  args: { kind: 'section', type: 7 },
};

export const Section8: Story = {
  name: "section 8 · Lista de cards em linha única",
  args: { kind: 'section', type: 8 },
};

export const Section9: Story = {
  name: "section 9 · Lista paginada com tags de busca",
  args: { kind: 'section', type: 9 },
};

export const Section10: Story = {
  name: "section 10 · Lista de destaques",
  args: { kind: 'section', type: 10 },
};

export const Section11: Story = {
  name: "section 11 · Lista ao vivo",
  args: { kind: 'section', type: 11 },
};

export const Section12: Story = {
  name: "section 12 · Lista de jornadas",
  args: { kind: 'section', type: 12 },
};

export const Section13: Story = {
  name: "section 13 · Carrossel de subseções",
  args: { kind: 'section', type: 13 },
};

export const Section14: Story = {
  name: "section 14 · Lista de posts",
  args: { kind: 'section', type: 14 },
};

export const Section18: Story = {
  name: "section 18 · Lista de múltiplos formatos",
  args: { kind: 'section', type: 18 },
};

export const Section19: Story = {
  name: "section 19 · Playlist",
  args: { kind: 'section', type: 19 },
};

export const Section20: Story = {
  name: "section 20 · Biblioteca de mídia",
  args: { kind: 'section', type: 20 },
};

export const Section21: Story = {
  name: "section 21 · Diretório de pessoas",
  args: { kind: 'section', type: 21 },
};

export const Section25: Story = {
  name: "section 25 · Agenda",
  args: { kind: 'section', type: 25 },
};

export const Section31: Story = {
  name: "section 31 · Lista de envios dos usuários",
  args: { kind: 'section', type: 31 },
};

export const Section32: Story = {
  name: "section 32 · Notificações",
  args: { kind: 'section', type: 32 },
};

export const Section33: Story = {
  name: "section 33 · Menu de cards",
  args: { kind: 'section', type: 33 },
};

export const Section36: Story = {
  name: "section 36 · Área administrativa (redirecionamento)",
  args: { kind: 'section', type: 36 },
};

export const Section38: Story = {
  name: "section 38 · Endereço externo (redirecionamento)",
  args: { kind: 'section', type: 38 },
};

export const Section43: Story = {
  name: "section 43 · Avaliação em frame",
  args: { kind: 'section', type: 43 },
};

export const Section45: Story = {
  name: "section 45 · Lista de jornadas em cards",
  args: { kind: 'section', type: 45 },
};

export const Section48: Story = {
  name: "section 48 · Blocos de opções com avaliação",
  args: { kind: 'section', type: 48 },
};

export const Section49: Story = {
  name: "section 49 · Formulário de envio",
  args: { kind: 'section', type: 49 },
};

export const Section52: Story = {
  name: "section 52 · Chat",
  args: { kind: 'section', type: 52 },
};

export const Section58: Story = {
  name: "section 58 · Lista de jornadas em cards",
  args: { kind: 'section', type: 58 },
};

export const Section59: Story = {
  name: "section 59 · Loja",
  args: { kind: 'section', type: 59 },
};

export const Section60: Story = {
  name: "section 60 · Perfil",
  args: { kind: 'section', type: 60 },
};

export const Section61: Story = {
  name: "section 61 · Lista de documentos",
  args: { kind: 'section', type: 61 },
};

export const HomeLayoutRow: Story = {
  name: "home-layout row · Linhas",
  args: { kind: 'home-layout', type: 'row' },
};

export const HomeLayoutMosaic: Story = {
  name: "home-layout mosaic · Mosaico",
  args: { kind: 'home-layout', type: 'mosaic' },
};

export const HomeLayoutFullscreen: Story = {
  name: "home-layout fullscreen · Tela cheia",
  args: { kind: 'home-layout', type: 'fullscreen' },
};

export const HomeLayoutCarousel: Story = {
  name: "home-layout carousel · Carrossel",
  args: { kind: 'home-layout', type: 'carousel' },
};

export const BlockMasterBanner: Story = {
  name: "block MasterBanner · Banner principal",
  args: { kind: 'block', type: 'MasterBanner' },
};

export const BlockCarrousel: Story = {
  name: "block Carrousel · Carrossel de cards",
  args: { kind: 'block', type: 'Carrousel' },
};

export const BlockRecommendation: Story = {
  name: "block Recommendation · Recomendações",
  args: { kind: 'block', type: 'Recommendation' },
};

export const BlockEnrollmentsInProgress: Story = {
  name: "block EnrollmentsInProgress · Matrículas em andamento",
  args: { kind: 'block', type: 'EnrollmentsInProgress' },
};

export const BlockCatalog: Story = {
  name: "block Catalog · Catálogo",
  args: { kind: 'block', type: 'Catalog' },
};

export const BlockGrid: Story = {
  name: "block Grid · Grade",
  args: { kind: 'block', type: 'Grid' },
};

export const BlockNodeLink: Story = {
  name: "block NodeLink · Link para página",
  args: { kind: 'block', type: 'NodeLink' },
};

export const BlockMeeting: Story = {
  name: "block Meeting · Encontros",
  args: { kind: 'block', type: 'Meeting' },
};

export const BlockList: Story = {
  name: "block List · Lista (com banner opcional)",
  args: { kind: 'block', type: 'List' },
};

export const BlockPreTest: Story = {
  name: "block PreTest · Pré-teste",
  args: { kind: 'block', type: 'PreTest' },
};

export const BlockListBlocks: Story = {
  name: "block ListBlocks · Lista de blocos",
  args: { kind: 'block', type: 'ListBlocks' },
};

export const BlockTitleSection: Story = {
  name: "block TitleSection · Título",
  args: { kind: 'block', type: 'TitleSection' },
};

export const BlockTextSection: Story = {
  name: "block TextSection · Texto",
  args: { kind: 'block', type: 'TextSection' },
};

export const BlockUpgrade: Story = {
  name: "block Upgrade · Upgrade de plano",
  args: { kind: 'block', type: 'Upgrade' },
};

export const BlockCalendar: Story = {
  name: "block Calendar · Agenda",
  args: { kind: 'block', type: 'Calendar' },
};

export const BlockCampaign: Story = {
  name: "block Campaign · Campanha",
  args: { kind: 'block', type: 'Campaign' },
};

export const Content1: Story = {
  name: "content 1 · Áudio",
  args: { kind: 'content', type: 1 },
};

export const Content2: Story = {
  name: "content 2 · Vídeo",
  args: { kind: 'content', type: 2 },
};

export const Content3: Story = {
  name: "content 3 · Post / artigo com chat",
  args: { kind: 'content', type: 3 },
};

export const Content4: Story = {
  name: "content 4 · Conteúdo (página incorporada)",
  args: { kind: 'content', type: 4 },
};

export const Content5: Story = {
  name: "content 5 · Artigo (HTML com avaliação e chat)",
  args: { kind: 'content', type: 5 },
};

export const Content6: Story = {
  name: "content 6 · Schedule (transmissão ao vivo)",
  args: { kind: 'content', type: 6 },
};

export const Content7: Story = {
  name: "content 7 · Youtube (playlist de vídeos)",
  args: { kind: 'content', type: 7 },
};

export const Content8: Story = {
  name: "content 8 · Meeting (link externo)",
  args: { kind: 'content', type: 8 },
};

export const Content9: Story = {
  name: "content 9 · Livre",
  args: { kind: 'content', type: 9 },
};

export const Content15: Story = {
  name: "content 15 · Jornada",
  args: { kind: 'content', type: 15 },
};

export const Content16: Story = {
  name: "content 16 · Jornada em etapas",
  args: { kind: 'content', type: 16 },
};

export const Content18: Story = {
  name: "content 18 · Arquivo",
  args: { kind: 'content', type: 18 },
};

export const Content22: Story = {
  name: "content 22 · Jornada",
  args: { kind: 'content', type: 22 },
};

export const Content23: Story = {
  name: "content 23 · Jornada de impacto",
  args: { kind: 'content', type: 23 },
};

export const Content25: Story = {
  name: "content 25 · PDF",
  args: { kind: 'content', type: 25 },
};

export const Content27: Story = {
  name: "content 27 · Link",
  args: { kind: 'content', type: 27 },
};
