// The enrolment tree (learning-area.md 2.4): the learner's enrolled nodes in groups, each group
// collapsible by its title ('Sem título' when it has none); no enrolment at all says 'Sem matrículas.'.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { enrollmentTreeQuery } from '../../api/learning-frame';
import type { EnrollmentTreeNode } from '../../generated/types';
import { frameMessages } from '../../i18n/learning-frame';
import { Loading } from '../../engine/Loading';
import { EmptyState } from '../../ui/cards/EmptyState';
import { useUnsuspendedQuery } from '../../ui/loaded';
import { nodePath } from './nodePath';
import { HeaderPanel } from './HeaderPanel';
import * as css from './learningFrame.css';

export function EnrollmentTreeMenu() {
  return (
    <HeaderPanel title={frameMessages.enrollmentTree} subject="árvore de matrículas">
      {(close) => <EnrollmentTree onOpen={close} />}
    </HeaderPanel>
  );
}

/** Whether a group holds an enrolled node, itself or below. */
const holdsEnrollment = (group: EnrollmentTreeNode): boolean =>
  group.nodes.length > 0 || (group.children ?? []).some(holdsEnrollment);

function EnrollmentTree({ onOpen }: { onOpen: () => void }) {
  // Read without suspending: the panel shows its tree as it comes, even while the home still loads.
  const groups = useUnsuspendedQuery(enrollmentTreeQuery());
  if (!groups) return <Loading />;
  if (!groups.some(holdsEnrollment)) return <EmptyState text={frameMessages.noEnrollments} />;
  return <Groups groups={groups} onOpen={onOpen} />;
}

function Groups({ groups, onOpen }: { groups: readonly EnrollmentTreeNode[]; onOpen: () => void }) {
  return (
    <ul className={css.list}>
      {groups.filter(holdsEnrollment).map((group, index) => (
        <Group key={group.nodeCode ?? index} group={group} onOpen={onOpen} />
      ))}
    </ul>
  );
}

function Group({ group, onOpen }: { group: EnrollmentTreeNode; onOpen: () => void }) {
  const [expanded, setExpanded] = useState(true);
  const title = group.title?.trim() || frameMessages.untitled;
  return (
    <li>
      <button
        type="button"
        className={css.groupTitle}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        <span aria-hidden="true">{expanded ? '▾ ' : '▸ '}</span>
        {title}
      </button>
      {expanded ? (
        <>
          <ul className={css.nested}>
            {group.nodes.map((node) => (
              <li key={node.nodeCode}>
                <Link to={nodePath(node)} className={css.item} onClick={onOpen}>
                  {node.title}
                </Link>
              </li>
            ))}
          </ul>
          {group.children?.length ? (
            <div className={css.nested}>
              <Groups groups={group.children} onOpen={onOpen} />
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
