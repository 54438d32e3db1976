import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import type { MenuSection } from '../generated/types';
import {
  cardMenuPath,
  cartPath,
  contentPath,
  messagePath,
  MY_PRODUCTS_TAB,
  offerPath,
  playerPath,
  routes,
  sectionPath,
  slugify,
  storeHomePath,
  userProfilePath,
  userUploadPath,
  type AppRoute,
} from './paths';

const player = { idSection: 251, idContentItem: 9702, idContentType: 7 };

// One address per route, written by its builder, with the parameters its pattern must read back.
const examples: Record<keyof typeof routes, [address: string, params: Record<string, string>]> = {
  home: [routes.home.to(), {}],
  homeAlias: [routes.homeAlias.to(), {}],
  login: [routes.login.to(), {}],
  landing: [routes.landing.to(), {}],
  activateUser: [routes.activateUser.to(), {}],
  registration: [routes.registration.to(), {}],
  terms: [routes.terms.to(), {}],
  supportAccess: [routes.supportAccess.to(), {}],
  certificateAuthenticity: [
    routes.certificateAuthenticity.to({ authenticityID: 'q3K9x_Z-1a' }),
    { authenticityID: 'q3K9x_Z-1a' },
  ],
  content: [contentPath(41, 7), { idContentItem: '41' }],
  userUpload: [userUploadPath(5001, 171), { idUserUpload: '5001' }],
  messages: [routes.messages.to(), {}],
  blast: [routes.blast.to(), {}],
  message: [messagePath(812), { id: '812' }],
  cardMenu: [cardMenuPath(305), { id: '305' }],
  userProfile: [userProfilePath({ name: 'Ana', email: 'ana@aurora.test' }), {}],
  store: [routes.store.to(), {}],
  storeProduct: [offerPath(3, 59), {}],
  storeCart: [cartPath(59), {}],
  profile: [routes.profile.to(), {}],
  editProfile: [routes.editProfile.to(), {}],
  editProfileStyle: [routes.editProfileStyle.to(), {}],
  chatRoom: [routes.chatRoom.to({ room: 12 }), { room: '12' }],
  livePlayer: [routes.livePlayer.to({ id: 9301 }, { idSection: 121 }), { id: '9301' }],
  youtubePlayer: [playerPath('youtube', 'aurBoasVind', player), { videoId: 'aurBoasVind' }],
  wistiaPlayer: [playerPath('wistia', 'w7q2m4k9xa', player), { hashedId: 'w7q2m4k9xa' }],
  uploadForm: [routes.uploadForm.to(), {}],
  section: [sectionPath('Treinamentos & Cursos', 153), { slug: 'treinamentos-cursos', idSection: '153' }],
  notFound: ['/pagina/que/nao/existe', { '*': 'pagina/que/nao/existe' }],
};

describe('every route: the builder writes what the router pattern matches', () => {
  it.each(Object.entries(examples))('%s', (name, [address, params]) => {
    const { pattern } = routes[name as keyof typeof routes] as AppRoute;
    const match = matchPath({ path: pattern, end: true }, address.split('?')[0]!);
    expect(match?.params).toEqual(params);
  });

  it('has an example above for every route', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(routes).sort());
  });
});

describe('the addresses of content-app.md 2.1, as the builders write them', () => {
  it('sections: /{slug}/{id}?idSection={id}', () => {
    expect(sectionPath('Treinamentos & Cursos', 153)).toBe('/treinamentos-cursos/153?idSection=153');
    expect(slugify('Início')).toBe('inicio');
    expect(slugify('***')).toBe('secao');
  });

  it('contents, user uploads, messages and card menus, with the section when known', () => {
    expect(contentPath(41, 7)).toBe('/content/41?idSection=7');
    expect(contentPath(41)).toBe('/content/41');
    expect(userUploadPath(5001, 171)).toBe('/userupload/5001?idSection=171');
    expect(userUploadPath(5001)).toBe('/userupload/5001');
    expect(messagePath(812)).toBe('/messages/812');
    expect(cardMenuPath(305)).toBe('/cardMenu/305');
    expect(routes.chatRoom.to({ room: 12 })).toBe('/chat/12');
    expect(routes.livePlayer.to({ id: 9301 }, { idSection: 121 })).toBe('/liveplayer/9301?idSection=121');
    expect(routes.blast.to()).toBe('/blast');
  });

  it('fixed screens', () => {
    const fixed = [routes.home, routes.login, routes.landing, routes.messages, routes.store, routes.profile];
    expect([...fixed, routes.editProfile, routes.uploadForm].map((route: AppRoute) => route.pattern)).toEqual(
      [
        '/',
        '/login',
        '/landing-page',
        '/messages',
        '/lojinha',
        '/perfil',
        '/editar-perfil',
        '/uploads/userContent',
      ],
    );
    expect(routes.login.to()).toBe('/login');
    expect(routes.home.to()).toBe('/');
  });

  it('video players: ytplayer/{videoId} or wtplayer/{hashedId} with idSection, content and type', () => {
    expect(playerPath('youtube', 'aurBoasVind', player)).toBe(
      '/ytplayer/aurBoasVind?idSection=251&content=9702&type=7',
    );
    expect(playerPath('wistia', 'w7q2m4k9xa', { ...player, idSection: undefined })).toBe(
      '/wtplayer/w7q2m4k9xa?content=9702&type=7',
    );
  });

  it('the store: product, cart and the store section on a tab', () => {
    const store: MenuSection = { idSection: 59, idSectionType: 59, name: 'Lojinha' };
    expect(offerPath(3, 59)).toBe('/detalheslojinha?idOffer=3&idSection=59');
    expect(offerPath(3)).toBe('/detalheslojinha?idOffer=3');
    expect(cartPath(59)).toBe('/cartlojinha?idSection=59');
    expect(cartPath()).toBe('/cartlojinha');
    expect(storeHomePath(store)).toBe('/lojinha/59?idSection=59');
    expect(storeHomePath(store, MY_PRODUCTS_TAB)).toBe('/lojinha/59?idSection=59&aba=meus-produtos');
    expect(storeHomePath(undefined)).toBe('/');
  });
});

describe('the /PerfilUsuario query contract', () => {
  it('writes nome, email and photo, URL-encoded', () => {
    expect(
      userProfilePath({ name: 'Érica Tavares', email: 'erica+rh@aurora.test', photo: '/demo/a b.svg' }),
    ).toBe(
      '/PerfilUsuario?nome=%C3%89rica%20Tavares&email=erica%2Brh%40aurora.test&photo=%2Fdemo%2Fa%20b.svg',
    );
    expect(userProfilePath({ name: 'Ana', email: 'ana@aurora.test' })).toBe(
      '/PerfilUsuario?nome=Ana&email=ana%40aurora.test&photo=',
    );
  });
});
