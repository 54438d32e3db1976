// A learning page's body (learning-area.md 2.2, 2.3): the node's title, description and actions, then
// its blocks drawn as on the home (BlockList), or, for a node without blocks, its child nodes and its own
// contents as learning cards; a page with neither says so. Inside an enrollment, a block's elements and
// the node's contents unlock in order (4.3).
import { useMemo, type ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { blockRegistry } from '../../../registry/blocks';
import { nodeCrumbs } from '../../paths/node-crumbs';
import { useLearningTrail } from '../../ui/learning-trail';
import { BlockList } from '../../ui/BlockList';
import { EngineProvider, useEngine } from '../../engine';
import type { LearningContentItem, Node } from '../../generated/types';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { BlockLocking, nodeView, ViewCards, type ElementView } from '../../ui/learning-card';
import type { ClassComments } from '../comments';
import { PageActions } from './PageActions';
import * as css from './learning-pages.css';

/** What a page of an enrollment adds: the enrollment, its node enrollment, the contents' locks. */
export interface Enrolled {
  idEnrollment: number;
  idTeam?: number;
  idNodeEnrollment?: number;
  lockedContents: readonly number[];
  /** The comment drawer's class tab, when the class takes comments (learning-area.md 2.4). */
  classComments?: ClassComments;
}

interface Props {
  node: Node;
  contents?: readonly LearningContentItem[];
  enrolled?: Enrolled;
  idUser: number;
  /** The page's own address, its last crumb in the footer's trail after its schools, course and module. */
  here: To;
  /** What the page's header adds below its actions (a course's 'Disponível offline'). */
  headerExtra?: ReactNode;
}

export function contentView(
  item: LearningContentItem,
  idUser: number,
  enrolled: Enrolled | undefined,
): ElementView {
  const row = item.contentEnrollment ?? undefined;
  return {
    kind: 'CONTENT',
    title: item.text || item.label || '',
    description: item.description || undefined,
    image: item.image || undefined,
    idContentItem: item.idContentItem,
    idEnrollment: enrolled?.idEnrollment,
    progress: enrolled ? (row?.progress ?? 0) : undefined,
    locked: enrolled?.lockedContents.includes(item.idContentItem) ?? false,
    facts: { kind: 'CONTENT', enrollment: enrolled ? { status: row?.status } : undefined },
    enrolledContent:
      enrolled?.idNodeEnrollment === undefined
        ? undefined
        : { idNodeEnrollment: enrolled.idNodeEnrollment, idUser, idContentType: item.idContentType },
  };
}

/** Blocks as the home draws them: the blocks' registry comes with this lazy screen, as on the home. */
export function PageBlocks({ blocks }: { blocks: readonly object[] }) {
  const engine = useEngine();
  const withBlocks = useMemo(() => ({ ...engine, blocks: engine.blocks ?? blockRegistry() }), [engine]);
  return (
    <EngineProvider config={withBlocks}>
      <BlockList blocks={blocks} />
    </EngineProvider>
  );
}

export function NodePage({ node, contents = [], enrolled, idUser, here, headerExtra }: Props) {
  useLearningTrail([
    ...nodeCrumbs(node.parentNodes, enrolled?.idEnrollment),
    { label: node.title, to: here },
  ]);
  const blocks = node.blocks ?? [];
  const children = (node.childNodes ?? []).map(nodeView);
  const items = contents.map((item) => contentView(item, idUser, enrolled));
  const cardsOnly = blocks.length === 0 && (children.length > 0 || items.length > 0);
  return (
    <article className={css.page} data-level={node.nodeCode}>
      <header className={css.header}>
        <h1 className={css.title}>{node.title}</h1>
        {node.description ? <p className={css.description}>{node.description}</p> : null}
        <PageActions
          idUser={idUser}
          idNode={node.idNode}
          idTeam={enrolled?.idTeam}
          classComments={enrolled?.classComments}
        />
        {headerExtra}
      </header>
      <BlockLocking value={enrolled !== undefined}>
        {cardsOnly ? (
          <>
            <CardSection
              title={node.nodeType === 'ORGANIZATION' ? text.trainings : text.modules}
              views={children}
            />
            <CardSection title={text.contents} views={items} />
          </>
        ) : (
          <PageBlocks blocks={blocks} />
        )}
      </BlockLocking>
    </article>
  );
}

/** A titled group of a page's cards, left out when it has none. */
function CardSection({ title, views }: { title: string; views: ElementView[] }) {
  if (views.length === 0) return null;
  return (
    <section className={css.section}>
      <h2 className={css.sectionTitle}>{title}</h2>
      <ViewCards views={views} format="landscape-xsmall" label={title} />
    </section>
  );
}
