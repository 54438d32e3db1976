// Every address of the app (content-app.md 2.1) in one table. The router matches each route's
// pattern, and the same pattern writes the links to it (`to` fills in its :parameters), so a link
// and its route cannot drift apart; paths.test.ts checks every builder against its pattern. Links,
// redirects and navigate() calls use these builders; router.tsx takes its paths from here.
import type { MenuSection, PlaylistItemsResponse } from '../generated/types';

/** The provider of a playlist's videos (video-playlist.json), as src/api/video-playlist names it. */
type VideoProvider = PlaylistItemsResponse['provider'];

/** The :names of a pattern: "/content/:idContentItem" -> "idContentItem". */
type ParamName<Pattern> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** Query values in the order given; undefined and an id of 0 are left out (ids start at 1). */
type Query = Record<string, string | number | undefined>;

type Fill<Pattern extends string> = [ParamName<Pattern>] extends [never]
  ? (params?: Record<string, never>, query?: Query) => string
  : (params: Record<ParamName<Pattern>, string | number>, query?: Query) => string;

export function route<Pattern extends string>(pattern: Pattern) {
  const to = (params: Record<string, string | number> = {}, query: Query = {}) => {
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
    const search = Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== 0)
      // encodeURIComponent, not URLSearchParams: a space is %20, as the /PerfilUsuario contract has it.
      .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  };
  return { pattern, to: to as Fill<Pattern> };
}

export const routes = {
  home: route('/'),
  /** learning-area.md 2.2: "/ and /home": the home, as the header treats both. */
  homeAlias: route('/home'),
  login: route('/login'),
  landing: route('/landing-page'),
  /** Public: the first access by phone and PIN (content-app.md 2.3), then the registration. */
  activateUser: route('/activate-user'),
  registration: route('/registro'),
  /** Signed in, outside the frame: the terms the user owes (learning-area.md 2.2, 4.12). */
  terms: route('/terms'),
  /** Support staff open another user's account (learning-area.md 4.11). */
  supportAccess: route('/acesso-suporte'),
  /** Public: whether a certificate is valid (learning-area.md 2.1), the address its QR code holds. */
  certificateAuthenticity: route('/certificate-authenticity/:authenticityID'),
  content: route('/content/:idContentItem'),
  userUpload: route('/userupload/:idUserUpload'),
  messages: route('/messages'),
  /** "Referenced, not shown" in content-app.md 2.1: drawn as the tenant's broadcast, its notifications. */
  blast: route('/blast'),
  message: route('/messages/:id'),
  cardMenu: route('/cardMenu/:id'),
  /** Another user's profile, read from the query string alone (content-app.md 2.1 and 9). */
  userProfile: route('/PerfilUsuario'),
  /** The store home: redirects to the menu's type-59 section. */
  store: route('/lojinha'),
  /** idSection, on the store's pages, is the store section: its design, and where "Voltar" goes. */
  storeProduct: route('/detalheslojinha'),
  storeCart: route('/cartlojinha'),
  profile: route('/perfil'),
  editProfile: route('/editar-perfil'),
  /** The style-edit variant of the same screen (content-app.md 2.1, 4). */
  editProfileStyle: route('/perfil/editar-style'),
  chatRoom: route('/chat/:room'),
  /** A live content (type 6) on its own page, with its chat (content-app.md 2.1 liveplayer/{id}). */
  livePlayer: route('/liveplayer/:id'),
  youtubePlayer: route('/ytplayer/:videoId'),
  wistiaPlayer: route('/wtplayer/:hashedId'),
  uploadForm: route('/uploads/userContent'),
  /** Any other two-part address is a section: /{slug-of-its-name}/{idSection}. */
  section: route('/:slug/:idSection'),
  /**
   * Every address no pattern above matches: 'PÁGINA NÃO ENCONTRADA.' (learning-area.md 2.2, "a
   * catch-all"). react-router ranks '*' last; it is never a link target.
   */
  notFound: route('*'),
};

export type AppRoute = (typeof routes)[keyof typeof routes];

// The first segments of the learning screens' addresses: in shared-rules, since the reference API
// names the learning screens' modules in their index.html's Link header (server/learning/home-preloads.ts).
export { learningPrefixes } from '../shared-rules/learning-prefixes';

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
export const MY_ORDERS_TAB = 'meus-pedidos';

/** /{slug}/{id}?idSection={id} (content-app.md 2.5). */
export const sectionPath = (text: string, idSection: number, query: Query = {}) =>
  routes.section.to({ slug: slugify(text), idSection }, { idSection, ...query });

export const contentPath = (idContentItem: number, idSection?: number) =>
  routes.content.to({ idContentItem }, { idSection });

export const userUploadPath = (idUserUpload: number, idSection?: number) =>
  routes.userUpload.to({ idUserUpload }, { idSection });

export const messagePath = (idContentItem: number) => routes.message.to({ id: idContentItem });

export const cardMenuPath = (idContentItem: number) => routes.cardMenu.to({ id: idContentItem });

export interface ProfileQuery {
  name: string;
  email: string;
  photo?: string;
}

/** ?nome=&email=&photo=, every value URL-encoded; photo is always there, empty when none. */
export const userProfilePath = ({ name, email, photo }: ProfileQuery) =>
  routes.userProfile.to({}, { nome: name, email, photo: photo ?? '' });

export const offerPath = (idOffer: number, idSection?: number) =>
  routes.storeProduct.to({}, { idOffer, idSection });

export const cartPath = (idSection?: number) => routes.storeCart.to({}, { idSection });

/** The store section's address, on the "Meus produtos" tab when asked; the home without a store. */
export const storeHomePath = (store: MenuSection | undefined, tab?: typeof MY_PRODUCTS_TAB) =>
  store ? sectionPath(store.name, store.idSection, { [TAB_PARAM]: tab }) : routes.home.to();

/** What the video player's query carries besides the video (content-app.md 2.1). */
export interface PlayerContext {
  idSection?: number;
  /** The playlist's content item. */
  idContentItem: number;
  idContentType: number;
}

/** ytplayer/{videoId} or wtplayer/{hashedId}, with query idSection, content and type. */
export function playerPath(provider: VideoProvider, videoId: string, context: PlayerContext): string {
  const query = { idSection: context.idSection, content: context.idContentItem, type: context.idContentType };
  return provider === 'youtube'
    ? routes.youtubePlayer.to({ videoId }, query)
    : routes.wistiaPlayer.to({ hashedId: videoId }, query);
}
