// Generated from schemas/section-types.json by scripts/generate-registry.mjs (npm run schemas). Do not edit.
import { registrar, type Catalogue, type Registration } from '../../src/engine/registry';
import type { SectionPayload } from '../../src/engine/props';

export const sectionCatalogue: Catalogue = {
  "kind": "section",
  "types": [
    {
      "type": 1,
      "name": "Mapa de opções do menu (ícone, híbrido, bloco)",
      "renderer": "menu-map",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 2,
      "name": "Grade de cards",
      "renderer": "card-grid",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 3,
      "name": "Mosaico",
      "renderer": "mosaic",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 4,
      "name": "Mosaico de vídeos",
      "renderer": "video-mosaic",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 5,
      "name": "Lista ao vivo",
      "renderer": "live-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 6,
      "name": "Cards com player",
      "renderer": "card-players",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 7,
      "name": "Lista em grade",
      "renderer": "grid-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 8,
      "name": "Lista de cards em linha única",
      "renderer": "card-row",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 9,
      "name": "Lista paginada com tags de busca",
      "renderer": "paged-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 10,
      "name": "Lista de destaques",
      "renderer": "highlight-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 11,
      "name": "Lista ao vivo",
      "renderer": "live-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 12,
      "name": "Lista de jornadas",
      "renderer": "journey-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 13,
      "name": "Carrossel de subseções",
      "renderer": "section-carousel",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 14,
      "name": "Lista de posts",
      "renderer": "post-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 18,
      "name": "Lista de múltiplos formatos",
      "renderer": "multi-format-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 19,
      "name": "Playlist",
      "renderer": "playlist",
      "spec": "content-app.md 2.5",
      "empty": "Não há vídeos disponíveis nesta lista"
    },
    {
      "type": 20,
      "name": "Biblioteca de mídia",
      "renderer": "media-library",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 21,
      "name": "Diretório de pessoas",
      "renderer": "people-directory",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 25,
      "name": "Agenda",
      "renderer": "agenda",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 31,
      "name": "Lista de envios dos usuários",
      "renderer": "user-upload-list",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 32,
      "name": "Notificações",
      "renderer": "notifications",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 33,
      "name": "Menu de cards",
      "renderer": "card-menu",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 36,
      "name": "Área administrativa (redirecionamento)",
      "renderer": "admin-redirect",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 38,
      "name": "Endereço externo (redirecionamento)",
      "renderer": "external-redirect",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 43,
      "name": "Avaliação em frame",
      "renderer": "assessment-frame",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 45,
      "name": "Lista de jornadas em cards",
      "renderer": "journey-cards",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 48,
      "name": "Blocos de opções com avaliação",
      "renderer": "rated-tiles",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 49,
      "name": "Formulário de envio",
      "renderer": "upload-form",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 52,
      "name": "Chat",
      "renderer": "chat-room",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 58,
      "name": "Lista de jornadas em cards",
      "renderer": "journey-cards",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 59,
      "name": "Loja",
      "renderer": "store",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 60,
      "name": "Perfil",
      "renderer": "profile-link",
      "spec": "content-app.md 2.5"
    },
    {
      "type": 61,
      "name": "Lista de documentos",
      "renderer": "document-list",
      "spec": "content-app.md 2.5"
    }
  ]
};

const line = registrar<SectionPayload>().checking('format', 'design-format');

// prettier-ignore
export const sectionLines: Registration<SectionPayload>[] = [
  line.list({ type: 1, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/sections/menu-map') }),
  line.list({ type: 2, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-grid') }),
  line.list({ type: 3, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/mosaic') }),
  line.list({ type: 4, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/video-mosaic') }),
  line.list({ type: 5, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/live-list') }),
  line.list({ type: 6, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-players') }),
  line.list({ type: 7, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/grid-list') }),
  line.list({ type: 8, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-row') }),
  line.self({ type: 9, load: () => import('../../renderers/sections/paged-list') }),
  line.list({ type: 10, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/highlight-list') }),
  line.list({ type: 11, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/live-list') }),
  line.list({ type: 12, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/journey-list') }),
  line.list({ type: 13, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/sections/section-carousel') }),
  line.list({ type: 14, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/post-list') }),
  line.list({ type: 18, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/multi-format-list') }),
  line.list({ type: 19, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/playlist') }),
  line.list({ type: 20, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/media-library') }),
  line.self({ type: 21, load: () => import('../../renderers/sections/people-directory') }),
  line.self({ type: 25, load: () => import('../../renderers/sections/agenda') }),
  line.self({ type: 31, load: () => import('../../renderers/sections/user-upload-list') }),
  line.list({ type: 32, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/notifications') }),
  line.list({ type: 33, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/card-menu') }),
  line.self({ type: 36, load: () => import('../../renderers/sections/admin-redirect') }),
  line.self({ type: 38, load: () => import('../../renderers/sections/external-redirect') }),
  line.self({ type: 43, load: () => import('../../renderers/sections/assessment-frame') }),
  line.list({ type: 45, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/journey-cards') }),
  line.list({ type: 48, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../../renderers/sections/rated-tiles') }),
  line.self({ type: 49, load: () => import('../../renderers/sections/upload-form') }),
  line.self({ type: 52, load: () => import('../../renderers/sections/chat-room') }),
  line.list({ type: 58, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/journey-cards') }),
  line.self({ type: 59, load: () => import('../../renderers/sections/store') }),
  line.self({ type: 60, load: () => import('../../renderers/sections/profile-link') }),
  line.list({ type: 61, from: 'content-list', itemSchema: 'content-item', load: () => import('../../renderers/sections/document-list') }),
];
