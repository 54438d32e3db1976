// The side menu of products (learning-area.md 2.4): a drawer titled 'Conteúdos' with the company tree,
// each level loaded by its nodeCode when first expanded (a node with children has an expander); a
// node opens its learning or catalog page. Below it, the content app's menu sections, so they stay
// reachable from the learning header.
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { sideMenuQuery } from '../../api/learning-frame';
import type { Node } from '../../generated/types';
import { frameMessages } from '../../i18n/learning-frame';
import { Drawer } from '../../ui/drawer/Drawer';
import { Loading } from '../../engine/Loading';
import { Loaded, useUnsuspendedQuery } from '../../ui/loaded';
import { sectionPath } from '../../paths/paths';
import { useMenuData } from '../../session';
import { nodePath } from './nodePath';
import * as css from './learningFrame.css';

export function SideMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const menu = useMenuData()?.menu ?? [];
  const sectionsHeading = useId();
  return (
    <>
      <button
        type="button"
        className={css.headerButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={css.menuIcon}>
          ☰
        </span>
        {frameMessages.openMenu}
      </button>
      <Drawer open={open} onClose={close} title={frameMessages.products}>
        <nav aria-label={frameMessages.productsTree}>
          <Loaded subject="menu de conteúdos">
            <ProductLevel nodeCode={null} onOpen={close} />
          </Loaded>
        </nav>
        {menu.length > 0 ? (
          <nav aria-labelledby={sectionsHeading}>
            <h3 id={sectionsHeading} className={css.sectionHeading}>
              {frameMessages.appSections}
            </h3>
            <ul className={css.list}>
              {menu.map((section) => (
                <li key={section.idSection}>
                  <NavLink
                    to={sectionPath(section.name, section.idSection)}
                    className={css.item}
                    onClick={close}
                  >
                    {section.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Drawer>
    </>
  );
}

/** One level of the tree: the children of nodeCode (null: the first level, open when it is one node). */
function ProductLevel({ nodeCode, onOpen }: { nodeCode: string | null; onOpen: () => void }) {
  // Read without suspending: each level shows as it comes, even while the home still loads.
  const nodes = useUnsuspendedQuery(sideMenuQuery(nodeCode));
  if (!nodes) return <Loading />;
  const openAlone = nodeCode === null && nodes.length === 1;
  return (
    <ul className={nodeCode === null ? css.list : css.nested}>
      {nodes.map((node) => (
        <ProductNode key={node.nodeCode} node={node} onOpen={onOpen} startExpanded={openAlone} />
      ))}
    </ul>
  );
}

function ProductNode({
  node,
  onOpen,
  startExpanded,
}: {
  node: Node;
  onOpen: () => void;
  startExpanded: boolean;
}) {
  const [expanded, setExpanded] = useState(startExpanded);
  return (
    <li>
      <div className={css.treeRow}>
        <Link to={nodePath(node)} className={css.item} onClick={onOpen}>
          {node.title}
        </Link>
        {node.hasChildNodes ? (
          <button
            type="button"
            className={css.expander}
            aria-expanded={expanded}
            aria-label={frameMessages.expand(node.title)}
            onClick={() => setExpanded(!expanded)}
          >
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
          </button>
        ) : null}
      </div>
      {expanded ? (
        <Loaded subject={`menu de conteúdos ${node.nodeCode}`}>
          <ProductLevel nodeCode={node.nodeCode} onOpen={onOpen} />
        </Loaded>
      ) : null}
    </li>
  );
}
