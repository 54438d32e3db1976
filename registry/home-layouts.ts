// Home layouts, chosen by the home design's home.homeType (content-app.md 2.1).
import type { HomeLayoutProps, Registration } from '../src/engine';

export const homeLayoutRegistrations: Registration<HomeLayoutProps>[] = [
  { type: 'row', itemSchema: 'menu-option', load: () => import('../renderers/home/row') },
  { type: 'mosaic', itemSchema: 'menu-option', load: () => import('../renderers/home/mosaic') },
  { type: 'fullscreen', itemSchema: 'menu-option', load: () => import('../renderers/home/fullscreen') },
  { type: 'carousel', itemSchema: 'menu-option', load: () => import('../renderers/home/carousel') },
];
