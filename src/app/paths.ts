// Every address of the app (content-app.md 2.1) in one table: each route's pattern, which the router
// matches, sits beside the function that writes a link to it, so the two cannot drift apart
// (paths.test.ts checks that what each builder writes matches its own pattern). Links, redirects
// and navigate() calls use these builders; the router (router.tsx) takes its paths from here.
import type { VideoProvider } from '../api/video-playlist';
import type { MenuSection } from '../generated/types';

/** A pattern as react-router reads it, and the builder of the addresses it matches. */
const route = <Args extends unknown[]>(pattern: string, to: (...args: Args) => string) => ({ pattern, to });

const fixed = (pattern: string) => route(pattern, () => pattern);

/** Query parameters in the order given; an id of 0 or undefined is left out (ids start at 1). */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** "Treinamentos & Cursos" -> "treinamentos-cursos": the {slug} of /{slug}/{idSection} routes. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'secao';
}

/** The store home's tab in the query (?aba=): back and forward return to the tab the user was on. */
export const TAB_PARAM = 'aba';
export const MY_PRODUCTS_TAB = 'meus-produtos';

/** Another user's profile (content-app.md 2.1 and 9), read from the query string alone. */
export interface ProfileQuery {
  name: string;
  email: string;
  photo?: string;
}

/** What the video player's query carries besides the video (content-app.md 2.1). */
export interface PlayerContext {
  idSection?: number;
  /** The playlist's content item. */
  idContentItem: number;
  idContentType: number;
}

const player = (
  prefix: string,
  videoId: string,
  { idSection, idContentItem, idContentType }: PlayerContext,
) =>
  withQuery(`/${prefix}/${encodeURIComponent(videoId)}`, {
    idSection,
    content: idContentItem,
    type: idContentType,
  });

/** A section's address: /{slug-of-text}/{id}?idSection={id} (content-app.md 2.5), then the query. */
const sectionWith = (text: string, idSection: number, query: Record<string, string | undefined> = {}) =>
  withQuery(`/${slugify(text)}/${idSection}`, { idSection, ...query });

export const routes = {
  home: fixed('/'),
  login: fixed('/login'),
  landing: fixed('/landing-page'),
  content: route('/content/:idContentItem', (idContentItem: number, idSection?: number) =>
    withQuery(`/content/${idContentItem}`, { idSection }),
  ),
  userUpload: route('/userupload/:idUserUpload', (idUserUpload: number, idSection?: number) =>
    withQuery(`/userupload/${idUserUpload}`, { idSection }),
  ),
  messages: fixed('/messages'),
  message: route('/messages/:id', (idContentItem: number) => `/messages/${idContentItem}`),
  cardMenu: route('/cardMenu/:id', (idContentItem: number) => `/cardMenu/${idContentItem}`),
  /** /PerfilUsuario?nome=&email=&photo=: every value URL-encoded; photo always there, empty when none. */
  userProfile: route('/PerfilUsuario', ({ name, email, photo }: ProfileQuery) => {
    const value = (text: string | undefined) => encodeURIComponent(text ?? '');
    return `/PerfilUsuario?nome=${value(name)}&email=${value(email)}&photo=${value(photo)}`;
  }),
  /** The store home: redirects to the menu's type-59 section. */
  store: fixed('/lojinha'),
  /** One product; idSection is the store section (the frame's design, and where "Voltar" goes). */
  storeProduct: route('/detalheslojinha', (idOffer: number, idSection?: number) =>
    withQuery('/detalheslojinha', { idOffer, idSection }),
  ),
  storeCart: route('/cartlojinha', (idSection?: number) => withQuery('/cartlojinha', { idSection })),
  profile: fixed('/perfil'),
  editProfile: fixed('/editar-perfil'),
  chatRoom: route('/chat/:room', (idChatRoom: number) => `/chat/${idChatRoom}`),
  youtubePlayer: route('/ytplayer/:videoId', (videoId: string, context: PlayerContext) =>
    player('ytplayer', videoId, context),
  ),
  wistiaPlayer: route('/wtplayer/:hashedId', (hashedId: string, context: PlayerContext) =>
    player('wtplayer', hashedId, context),
  ),
  uploadForm: fixed('/uploads/userContent'),
  /** Last of the table: any other two-part address is a section. */
  section: route('/:slug/:idSection', (text: string, idSection: number) => sectionWith(text, idSection)),
} as const;

export type AppRoute = (typeof routes)[keyof typeof routes];

export const sectionPath = routes.section.to;
export const contentPath = routes.content.to;
export const userUploadPath = routes.userUpload.to;
export const messagePath = routes.message.to;
export const cardMenuPath = routes.cardMenu.to;
export const userProfilePath = routes.userProfile.to;
export const offerPath = routes.storeProduct.to;
export const cartPath = routes.storeCart.to;

/** ytplayer/{videoId} or wtplayer/{hashedId}, with query idSection, content and type. */
export const playerPath = (provider: VideoProvider, videoId: string, context: PlayerContext) =>
  (provider === 'youtube' ? routes.youtubePlayer : routes.wistiaPlayer).to(videoId, context);

/** The store section's address, on the "Meus produtos" tab when asked; the home without a store. */
export const storeHomePath = (store: MenuSection | undefined, tab?: typeof MY_PRODUCTS_TAB) =>
  store ? sectionWith(store.name, store.idSection, { [TAB_PARAM]: tab }) : routes.home.pattern;

/** The person a /PerfilUsuario query names (the reverse of userProfilePath). */
export function readProfileQuery(search: string | URLSearchParams): ProfileQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const photo = params.get('photo')?.trim();
  return {
    name: params.get('nome')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    ...(photo ? { photo } : {}),
  };
}
