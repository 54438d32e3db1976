// The equivalency list modal (learning-area.md 2.4, 7.1): the courses that count for this one, by
// their origin's title, from GET /learning/nodes/{id}/equivalences.
import { useSuspenseQuery } from '@tanstack/react-query';
import { equivalencesQuery } from '../../api/learning-pages';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { EmptyState } from '../../ui/cards/EmptyState';
import { Loaded } from '../../ui/loaded';
import { Modal } from '../../ui/Modal';
import { ModalFooter } from '../../ui/ModalFooter';
import * as css from './learning-pages.css';

export function EquivalencesModal({
  open,
  onClose,
  idNode,
}: {
  open: boolean;
  onClose: () => void;
  idNode: number;
}) {
  return (
    <Modal open={open} onClose={onClose} title={text.equivalencesTitle}>
      <Loaded subject={`equivalências ${idNode}`}>
        <EquivalenceList idNode={idNode} />
      </Loaded>
      <ModalFooter onClose={onClose} />
    </Modal>
  );
}

function EquivalenceList({ idNode }: { idNode: number }) {
  const { data } = useSuspenseQuery(equivalencesQuery(idNode));
  if (data.result.length === 0) return <EmptyState text={text.noEquivalences} />;
  return (
    <ul className={css.plainList}>
      {data.result.map(({ origin }) => (
        <li key={origin.nodeCode}>{origin.title}</li>
      ))}
    </ul>
  );
}
