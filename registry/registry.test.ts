// Coverage: every registration is valid, every catalogue is valid, and the types issue 2 promises
// have renderers whose modules load.
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import catalogueSchema from '../schemas/catalogue.json';
import sectionTypes from '../schemas/section-types.json';
import homeLayoutTypes from '../schemas/home-layout-types.json';
import blockTypes from '../schemas/block-types.json';
import contentTypes from '../schemas/content-types.json';
import { blockRegistry } from './blocks';
import { contentRegistry, fullEngine } from './contents';

describe('registries', () => {
  const { sections, homeLayouts } = fullEngine();
  const registries = { sections, homeLayouts, blocks: blockRegistry(), contents: contentRegistry() };

  // Catalogues are not validated in the browser; ajv itself checks them here.
  const validateCatalogue = new Ajv2020({ allowUnionTypes: true }).compile(catalogueSchema);

  // The catalogue files as written (with their data sources and examples), which npm run schemas reads.
  const files = {
    section: sectionTypes,
    'home-layout': homeLayoutTypes,
    block: blockTypes,
    content: contentTypes,
  };
  it.each(Object.entries(files))('the %s catalogue matches its schema', (_kind, catalogue) => {
    expect(validateCatalogue(catalogue), JSON.stringify(validateCatalogue.errors)).toBe(true);
  });

  it('has no refused registration', () => {
    for (const registry of Object.values(registries)) expect(registry.problems).toEqual([]);
  });

  it('draws the menu map, card grid and single-line list and the four home layouts', () => {
    expect([1, 2, 8].every((type) => registries.sections.get(type))).toBe(true);
    expect(
      ['row', 'mosaic', 'fullscreen', 'carousel'].every((type) => registries.homeLayouts.get(type)),
    ).toBe(true);
  });

  // Transforms every renderer module on first import: seconds, more on a busy machine.
  it('loads every registered renderer to a component', { timeout: 60_000 }, async () => {
    for (const registry of Object.values(registries))
      for (const entry of registry.entries()) expect(typeof (await entry.load()).default).toBe('function');
  });
});
