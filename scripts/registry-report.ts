// npm run registry: per catalogue, which types have a renderer and which do not.
import { blockRegistry } from '../registry/blocks';
import { contentRegistry, fullEngine } from '../registry/contents';
import { missingRenderers, type Catalogue, type CatalogueKind, type Registry } from '../src/engine/registry';
import sectionTypes from '../schemas/section-types.json';
import homeLayoutTypes from '../schemas/home-layout-types.json';
import blockTypes from '../schemas/block-types.json';
import contentTypes from '../schemas/content-types.json';

const engine = fullEngine();
// Registry<never> takes a registry of any payload: the report only reads types and problems.
const byKind: Record<CatalogueKind, Registry<never>> = {
  section: engine.sections,
  'home-layout': engine.homeLayouts,
  block: blockRegistry(),
  content: contentRegistry(),
};

let gaps = 0;
// The catalogue files, with their names and spec references (the registries hold the run-time part).
const all = {
  section: sectionTypes,
  'home-layout': homeLayoutTypes,
  block: blockTypes,
  content: contentTypes,
} as Record<CatalogueKind, Catalogue>;
for (const [kind, catalogue] of Object.entries(all)) {
  const registry = byKind[catalogue.kind];
  const missing = missingRenderers(registry);
  gaps += missing.length;
  console.log(
    `\n${kind} (${catalogue.types.length - missing.length}/${catalogue.types.length} com renderizador)`,
  );
  for (const entry of catalogue.types) {
    const mark = registry.get(entry.type) ? '✔' : '✘';
    console.log(
      `  ${mark} ${String(entry.type).padEnd(22)} ${entry.renderer.padEnd(24)} ${entry.name}  [${entry.spec}]`,
    );
  }
  for (const problem of registry.problems) console.log(`  ! ${problem}`);
}
console.log(`\n${gaps} tipo(s) sem renderizador.`);
