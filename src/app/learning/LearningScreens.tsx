// The learning area's screens (learning-area.md 2.2): one lazy module the first paint's router sends
// every learning prefix to (paths.ts learningPrefixes), so neither the screens nor their patterns
// weigh on the content app's first paint. Each row names its address (learning-paths.ts, where the
// links are written too) and its screen's module, loaded on first open.
import { lazy, useMemo, type ComponentType, type ReactElement } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { levelQuery } from '../../api/learning-pages';
import { useMenuData } from '../../session';
import { learningRoutes } from '../../paths/learning-paths';
import { NotFound } from '../../ui/NotFound';
import { useTenant } from '../../session/tenant';

type LearningRoute = (typeof learningRoutes)[keyof typeof learningRoutes];

interface LearningScreen {
  route: LearningRoute;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The screen's first answer, asked for while its module loads (issue 21: the course page's title
   * waited for the module, then for the call). Its options must be the ones the screen reads.
   */
  prefetch?: (client: QueryClient, params: Readonly<Params>, idUser: number) => void;
  /**
   * Also drawn on a content-app tenant (no learning area): a screen that checks itself whether the
   * company offers it (the contact form says "not available" rather than "page not found").
   */
  anyTenant?: true;
}

/** The level rows' answer: the enrollment's node (LevelScreen reads levelQuery with the same values). */
function prefetchLevel(client: QueryClient, { idEnrollment, nodeCode }: Readonly<Params>, idUser: number) {
  const id = Number(idEnrollment);
  if (!Number.isInteger(id) || id < 1) return;
  const query = levelQuery(idUser, id, nodeCode);
  // What usePrefetchQuery does: ask once, when nothing is cached (not even a failure).
  if (!client.getQueryState(query.queryKey)) void client.prefetchQuery(query);
}

// One row per address; a comment line between rows keeps each row's history its own.
const screens: LearningScreen[] = [
  // A learning page of an enrollment, its root node or one node below it.
  {
    route: learningRoutes.level,
    load: () => import('../../features/learning-pages').then((pages) => ({ default: pages.LevelScreen })),
    prefetch: prefetchLevel,
  },
  // ...
  {
    route: learningRoutes.levelNode,
    load: () => import('../../features/learning-pages').then((pages) => ({ default: pages.LevelScreen })),
    prefetch: prefetchLevel,
  },
  // The avatar card's level: /level?nodeLevel={n}.
  {
    route: learningRoutes.levelOfAvatar,
    load: () =>
      import('../../features/learning-pages').then((pages) => ({ default: pages.AvatarLevelScreen })),
  },
  // The journey card of an enrollment.
  {
    route: learningRoutes.nodeTree,
    load: () => import('../../features/learning-pages').then((pages) => ({ default: pages.NodeTreeScreen })),
  },
  // One block: its title, text and cards.
  {
    route: learningRoutes.cardList,
    load: () => import('../../features/learning-pages').then((pages) => ({ default: pages.CardListScreen })),
  },
  // The catalog page, without an enrollment (ORGANIZATION nodes only)...
  { route: learningRoutes.catalog, load: () => import('./CatalogScreen') },
  // ...and inside one.
  { route: learningRoutes.catalogOfEnrollment, load: () => import('./CatalogScreen') },
  // A content opened outside an enrollment...
  {
    route: learningRoutes.contentNode,
    load: () =>
      import('../../features/learning-viewer').then((viewer) => ({ default: viewer.FreeContentScreen })),
  },
  // ...and inside one.
  {
    route: learningRoutes.contentNodeOfEnrollment,
    load: () =>
      import('../../features/learning-viewer').then((viewer) => ({ default: viewer.EnrolledContentScreen })),
  },
  // The header search's results.
  { route: learningRoutes.searchResult, load: () => import('./search-result/SearchResultScreen') },
  // An evaluation's questionnaire: introduction, player, feedback (or the survey page).
  {
    route: learningRoutes.evaluation,
    load: () => import('../../features/evaluations').then((module) => ({ default: module.EvaluationScreen })),
  },
  // A SCORM content's lesson cards.
  {
    route: learningRoutes.lessonList,
    load: () =>
      import('../../features/scorm-lessons').then((lessons) => ({ default: lessons.LessonListScreen })),
  },
  // My journey: its tabs (registered, requests, history, certificates, ranking, external courses).
  {
    route: learningRoutes.journey,
    load: () => import('../../features/journey').then((journey) => ({ default: journey.JourneyScreen })),
  },
  // The learner's profile and password.
  {
    route: learningRoutes.profile,
    load: () =>
      import('../../features/profile').then((profile) => ({ default: profile.LearningProfileScreen })),
  },
  // The company's contact form (or, where its feature is off, why not).
  {
    route: learningRoutes.contactUs,
    load: () => import('../../features/contact-us').then((contact) => ({ default: contact.ContactUsScreen })),
    anyTenant: true,
  },
  // An admin replaces a SCORM content's package (issue 22).
  {
    route: learningRoutes.scormPackage,
    load: () =>
      import('../../features/scorm-lessons').then((lessons) => ({ default: lessons.PackageUploadScreen })),
  },
  // The SCORM player of one lesson.
  {
    route: learningRoutes.lessonPlayer,
    load: () =>
      import('../../features/scorm-lessons').then((lessons) => ({ default: lessons.LessonPlayerScreen })),
  },
];

/** A pattern's or an address's prefix, without case (the router matches /myjourney to /myJourney). */
const prefixOf = (pattern: string) => pattern.split('/')[1]?.toLowerCase();

/**
 * The router matched '/{prefix}/*': the rows under that prefix, each relative to it (react-router
 * matches a descendant table against what is left of the address), then the catch-all.
 */
const tables = new Map<string | undefined, (RouteObject & { anyTenant?: true })[]>();
for (const { route, load, prefetch, anyTenant } of screens) {
  const prefix = prefixOf(route.pattern);
  const rest = route.pattern.split('/').slice(2).join('/');
  const Screen = lazy(load);
  // The prefetch comes first: it renders (and asks) before the lazy screen suspends.
  const element: ReactElement = (
    <>
      {prefetch && <Prefetch prefetch={prefetch} />}
      <Screen />
    </>
  );
  tables.set(prefix, [
    ...(tables.get(prefix) ?? []),
    rest ? { path: rest, element, anyTenant } : { index: true, element, anyTenant },
  ]);
}
const unknown: RouteObject = { path: '*', element: <NotFound /> };

/** Asks for a screen's first answer with the address's values, during render (before the screen suspends). */
function Prefetch({ prefetch }: { prefetch: NonNullable<LearningScreen['prefetch']> }) {
  const client = useQueryClient();
  const params = useParams();
  const idUser = useMenuData()?.loginInfo.idUser;
  if (idUser !== undefined) prefetch(client, params, idUser);
  return null;
}

export default function LearningScreens() {
  const { learningArea } = useTenant();
  const prefix = prefixOf(useLocation().pathname);
  // A content-app tenant has no learning area: its learning addresses are unknown ones, but for the
  // few screens that work on any tenant.
  const table = useMemo(
    () => [...(tables.get(prefix) ?? []).filter((row) => learningArea || row.anyTenant === true), unknown],
    [prefix, learningArea],
  );
  return useRoutes(table);
}
