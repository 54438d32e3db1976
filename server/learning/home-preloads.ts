// The learning home's largest paint is its first banner (issue 21: found only after the app's scripts
// and the home's answer arrived, 1.7-1.9 s of load delay). index.html of a learning tenant's home names
// that image in a `Link: rel=preload` header, so the browser fetches it beside the scripts. The crop is
// the one the banner asks for (src/shared-rules/image-variants.ts), so the preload is the request. The
// header names the modules of the home's first paint too (the frame, the home screen, the block
// registry, the learning validators and the first block's renderer), from the build's manifest.
import { imageVariantUrl } from '../../src/shared-rules/image-variants.ts';
import { learningPrefixOf } from '../../src/shared-rules/learning-prefixes.ts';
import type { Queryable } from '../db/database.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { tenantCatalogue } from './catalogue.ts';
import type { ModulePreloads } from '../http/module-preloads.ts';
import blockTypes from '../../schemas/block-types.json' with { type: 'json' };

const blockCatalogue = blockTypes as { types: Array<{ type: string; renderer: string }> };

const homePaths = new Set(['/', '/home']);

/** The banner image a MasterBanner block shows first: its first IMAGE element's. */
function firstBannerImage(elements: readonly Record<string, unknown>[]): string | undefined {
  for (const element of elements) {
    if (element.elementType !== 'IMAGE') continue;
    const image = (element.data as { image?: unknown } | undefined)?.image;
    return typeof image === 'string' && image.startsWith('/') ? image : undefined;
  }
  return undefined;
}

/**
 * The Link header values for index.html at `pathname` on `host`: none but a learning tenant's home (its
 * banner and its first paint's modules) and its learning screens (the shell and their module).
 */
export async function learningHomePreloads(
  db: Queryable,
  host: string | undefined,
  pathname: string,
  modules: ModulePreloads = () => [],
): Promise<string[]> {
  const prefix = learningPrefixOf(pathname);
  const onLearningScreen = prefix !== undefined;
  if (!homePaths.has(pathname) && !onLearningScreen) return [];
  const tenant = await findTenantByHost(db, host);
  if (!(tenant?.details as { learningArea?: unknown } | undefined)?.learningArea) return [];
  // A learning screen's address: the shell (frame, validators), the module of the learning screens and
  // the screen's own (issue 21: the course page's title waited for three modules in a row).
  if (onLearningScreen) {
    const screen = screenModuleOf[prefix!];
    return modules([...learningScreenModules, ...(screen ? [screen] : [])]);
  }
  const [first] = (await tenantCatalogue(db, tenant!.idApp)).blocksByNode.get(null) ?? [];
  const image = first?.block.blockType === 'MasterBanner' ? firstBannerImage(first.elements) : undefined;
  const renderer = blockCatalogue.types.find((entry) => entry.type === first?.block.blockType)?.renderer;
  return [
    ...(image
      ? [`<${imageVariantUrl(image, 'landscape-large')}>; rel=preload; as=image; fetchpriority=high`]
      : []),
    // The modules the home's first paint imports, and the first block's renderer.
    ...modules([...firstPaintModules, ...(renderer ? [`renderers/blocks/${renderer}/index.tsx`] : [])]),
  ];
}

/** What every learning screen imports before its own module: the frame, the validators, the screens' table. */
const learningScreenModules = [
  'src/app/learning-frame/LearningFrame.tsx',
  'src/generated/schema-table-learning.ts',
  'src/app/learning/LearningScreens.tsx',
];

/**
 * The module of the screen each learning prefix opens, as src/app/learning/LearningScreens.tsx imports
 * it (home-preloads.test.ts checks each is one it imports).
 */
export const screenModuleOf: Readonly<Record<string, string>> = {
  level: 'src/features/learning-pages/index.ts',
  nodeTree: 'src/features/learning-pages/index.ts',
  cardlist: 'src/features/learning-pages/index.ts',
  catalog: 'src/app/learning/CatalogScreen.tsx',
  contentNode: 'src/features/learning-viewer/index.ts',
  searchResult: 'src/app/learning/search-result/SearchResultScreen.tsx',
  evaluations: 'src/features/evaluations/index.ts',
  lms: 'src/features/scorm-lessons/index.ts',
  lessons: 'src/features/scorm-lessons/index.ts',
  myJourney: 'src/features/journey/index.ts',
  editPerfil: 'src/features/profile/index.ts',
  contactus: 'src/features/contact-us/index.ts',
};

/** What the signed-in learning home imports before its first block (src/app/learning-modules.ts). */
const firstPaintModules = [
  'src/app/learning-frame/LearningFrame.tsx',
  'src/app/routes/LearningHomeScreen.tsx',
  'registry/blocks.ts',
  'src/generated/schema-table-learning.ts',
];
