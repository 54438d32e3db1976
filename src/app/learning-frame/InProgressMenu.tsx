// The in-progress menu (learning-area.md 2.4): the learner's enrolments in progress whose node is
// PUBLISHED, each opening /level/{idEnrollment}. Loaded when the panel first opens.
import { Link } from 'react-router-dom';
import { enrollmentsInProgressQuery } from '../../api/learning-frame';
import { frameMessages } from '../../i18n/learning-frame';
import { Loading } from '../../engine/Loading';
import { EmptyState } from '../../ui/cards/EmptyState';
import { useUnsuspendedQuery } from '../../ui/loaded';
import { levelPath } from '../../paths/learning-paths';
import { enrollmentOf } from './nodePath';
import { HeaderPanel } from './HeaderPanel';
import * as css from './learningFrame.css';

export function InProgressMenu({ idUser }: { idUser: number }) {
  return (
    <HeaderPanel title={frameMessages.inProgress} subject="matrículas em andamento">
      {(close) => <InProgressList idUser={idUser} onOpen={close} />}
    </HeaderPanel>
  );
}

function InProgressList({ idUser, onOpen }: { idUser: number; onOpen: () => void }) {
  // Read without suspending: the panel shows its list as it comes, even while the home still loads.
  const nodes = useUnsuspendedQuery(enrollmentsInProgressQuery(idUser));
  if (!nodes) return <Loading />;
  const shown = nodes.flatMap((item) => {
    if (!item.ok || (item.value.status ?? 'PUBLISHED') !== 'PUBLISHED') return [];
    const idEnrollment = enrollmentOf(item.value);
    return idEnrollment === undefined ? [] : [{ node: item.value, idEnrollment }];
  });
  if (shown.length === 0) return <EmptyState text={frameMessages.noneInProgress} />;
  return (
    <ul className={css.list}>
      {shown.map(({ node, idEnrollment }) => (
        <li key={idEnrollment}>
          <Link to={levelPath(idEnrollment)} className={css.item} onClick={onOpen}>
            {node.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
