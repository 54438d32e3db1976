// The catalog page (learning-area.md 2.2, 2.3): /catalog/{nodeCode} and, inside an enrollment,
// /catalog/{nodeCode}/{idEnrollment}. The node's title, the catalog's search and tag filter, and the
// full grid of the nodes under it, paged in to the end as the learner scrolls ('Ver todos' of the
// Catalog block carries its depth and filter in the address). Without an enrollment only an
// ORGANIZATION node's catalog is listed: a course's page presents the course and offers its classes.
import { useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogPageQuery } from '../../api/learning-catalog';
import type { Node } from '../../generated/types';
import {
  CatalogFilters,
  CatalogGrid,
  CoursePresentation,
  readSeeAll,
  useCatalogFilter,
} from '../../features/learning-catalog';
import { catalogMessages } from '../../i18n/learning-catalog';
import { CardPlaceholders, DEFAULT_FORMAT } from '../../ui/learning-card';
import { Loaded } from '../../ui/loaded';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { nodeCrumbs } from '../../paths/node-crumbs';
import { useLearningTrail } from '../../ui/learning-trail';
import { catalogPath } from '../../paths/learning-paths';
import * as controls from '../../ui/listControls.css';
import * as css from './CatalogScreen.css';

export default function CatalogScreen() {
  const { nodeCode = '' } = useParams();
  return (
    <section className={css.page} data-catalog-page="">
      <Loaded subject={`catálogo ${nodeCode}`}>
        <CatalogPage nodeCode={nodeCode} />
      </Loaded>
    </section>
  );
}

function CatalogPage({ nodeCode }: { nodeCode: string }) {
  const { data: node } = useSuspenseQuery(catalogPageQuery(nodeCode));
  const title = node.title ?? catalogMessages.catalog;
  useDocumentTitle(title);
  useLearningTrail([
    ...nodeCrumbs(node.parentNodes, node.nodeEnrollment?.enrollment?.idEnrollment),
    { label: title, to: catalogPath(node.nodeCode) },
  ]);
  // The server lists a course's children only inside an active enrollment: without, it sends the
  // course alone (no childNodes), which the page presents with the enrolment its card offers.
  const presented = node.nodeType === 'LEARNING' && node.childNodes === undefined;
  return (
    <>
      <h1 className={css.title}>{title}</h1>
      {presented ? <CoursePresentation node={node} /> : <CatalogOfNode node={node} title={title} />}
    </>
  );
}

function CatalogOfNode({ node, title }: { node: Node; title: string }) {
  const [params] = useSearchParams();
  // What 'Ver todos' handed on, read once: from here the page's own boxes hold the filter.
  const [initial] = useState(() => readSeeAll(params));
  const state = useCatalogFilter(initial.depth, initial);
  const shown = useDeferredValue(state.filter);
  return (
    <>
      <CatalogFilters nodeCode={node.nodeCode} state={state} />
      {/* The cards' titles are h3: their grid is a section of the page, named for headings navigation. */}
      <h2 className="visually-hidden">{catalogMessages.catalog}</h2>
      <div aria-busy={shown !== state.filter} className={controls.results}>
        <Loaded
          subject={`catálogo ${node.nodeCode}`}
          placeholder={<CardPlaceholders format={DEFAULT_FORMAT} />}
        >
          <CatalogGrid nodeCode={node.nodeCode} filter={shown} format={DEFAULT_FORMAT} label={title} />
        </Loaded>
      </div>
    </>
  );
}
