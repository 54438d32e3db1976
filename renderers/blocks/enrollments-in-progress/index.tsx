// Block EnrollmentsInProgress (learning-area.md 2.3, 2.4, 7.1): the learner's enrollments in progress,
// from GET /learning/students/{idUser}/enrollments-in-progress, as cards of the block's format, each
// opening its enrollment's page /level/{idEnrollment}. With none the block is hidden, as every list
// of the home is (2.3), title included.
import { useSuspenseQuery } from '@tanstack/react-query';
import { enrollmentsInProgressQuery } from '../../../src/api/learning-catalog';
import { levelPath } from '../../../src/paths/learning-paths';
import { useMenuData } from '../../../src/session';
import type { BlockRendererProps } from '../../../src/engine';
import { asElements } from '../../../src/features/learning-catalog';
import { catalogMessages } from '../../../src/i18n/learning-catalog';
import {
  BlockFrame,
  CardPlaceholders,
  ElementCards,
  cardOptions,
  type ElementView,
} from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';

/** An enrollment's card opens the enrollment's own page; one without, where its node leads. */
const enrollmentPage = ({ idEnrollment }: ElementView) =>
  idEnrollment === undefined ? undefined : levelPath(idEnrollment);

export default function EnrollmentsInProgress(props: BlockRendererProps) {
  const idUser = useMenuData()?.loginInfo.idUser;
  if (idUser === undefined) return null;
  const { format } = cardOptions(props.parameters, 'standard');
  // The block's frame and the cards' shapes while they load: the blocks below keep their place.
  const placeholder = (
    <BlockFrame block={props.block} parameters={props.parameters}>
      <CardPlaceholders format={format} />
    </BlockFrame>
  );
  return (
    <Loaded subject={`matrículas em andamento ${idUser}`} placeholder={placeholder}>
      <InProgress idUser={idUser} {...props} />
    </Loaded>
  );
}

function InProgress({ idUser, block, parameters }: BlockRendererProps & { idUser: number }) {
  const { data: items } = useSuspenseQuery(enrollmentsInProgressQuery(idUser));
  const { format, variant } = cardOptions(parameters, 'standard');
  if (items.length === 0) return null;
  return (
    <BlockFrame block={block} parameters={parameters}>
      <ElementCards
        items={asElements(items)}
        format={format}
        variant={variant}
        label={catalogMessages.inProgress}
        hrefOf={enrollmentPage}
      />
    </BlockFrame>
  );
}
