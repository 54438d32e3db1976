// /nodeTree/{nodeCode} (learning-area.md 2.2, the journey card of an enrollment): the course's whole
// tree, each node a link to its page with the learner's progress, from GET /learning/catalogs/{nodeCode}
// and its listing at every depth.
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { catalogNodeQuery, subtreeQuery } from '../../api/learning-pages';
import { nodeCrumbs } from '../../paths/node-crumbs';
import { NameLearningTrail } from '../../ui/learning-trail';
import { nodeTreePath } from '../../paths/learning-paths';
import { NotFound } from '../../ui/NotFound';
import { validate } from '../../engine';
import type { Node } from '../../generated/types';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { elementPath, nodeView } from '../../ui/learning-card';
import { Loaded } from '../../ui/loaded';
import { Refusable } from './Refusable';
import * as css from './learning-pages.css';

export default function NodeTreeScreen() {
  const { nodeCode } = useParams();
  if (!nodeCode) return <NotFound />;
  return (
    <Loaded subject={`árvore ${nodeCode}`}>
      <NodeTree nodeCode={nodeCode} />
    </Loaded>
  );
}

/** The listing's nodes grouped under their parent (the last of their parentNodes); invalid ones left out. */
function childrenByParent(rows: readonly object[]): Map<string, Node[]> {
  const byParent = new Map<string, Node[]>();
  for (const row of rows) {
    const checked = validate('node', row);
    if (!checked.ok) continue;
    const node = checked.value as Node;
    const parent = node.parentNodes?.at(-1)?.nodeCode ?? '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  return byParent;
}

function NodeTree({ nodeCode }: { nodeCode: string }) {
  const [root, listing] = useSuspenseQueries({
    queries: [catalogNodeQuery(nodeCode), subtreeQuery(nodeCode)],
  });
  const byParent = childrenByParent(listing.data.data);
  return (
    <Refusable answer={root.data}>
      {(page) => (
        <article className={css.page} data-node-tree={nodeCode}>
          <NameLearningTrail
            crumbs={[
              ...nodeCrumbs(page.data.parentNodes, page.data.nodeEnrollment?.enrollment?.idEnrollment),
              { label: page.data.title, to: nodeTreePath(nodeCode) },
            ]}
          />
          <header className={css.header}>
            <h1 className={css.title}>{page.data.title}</h1>
            {page.data.description ? <p className={css.description}>{page.data.description}</p> : null}
          </header>
          <section className={css.section} aria-label={text.treeTitle}>
            <h2 className={css.sectionTitle}>{text.treeTitle}</h2>
            <Branch nodes={byParent.get(nodeCode) ?? []} byParent={byParent} />
          </section>
        </article>
      )}
    </Refusable>
  );
}

function Branch({ nodes, byParent }: { nodes: Node[]; byParent: Map<string, Node[]> }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={css.tree}>
      {nodes.map((node) => {
        const view = nodeView(node);
        const href = elementPath(view);
        return (
          <li key={node.nodeCode}>
            {href ? <Link to={href}>{node.title}</Link> : node.title}
            {view.progress === undefined ? null : <span className={css.treeProgress}>{view.progress}%</span>}
            <Branch nodes={byParent.get(node.nodeCode) ?? []} byParent={byParent} />
          </li>
        );
      })}
    </ul>
  );
}
