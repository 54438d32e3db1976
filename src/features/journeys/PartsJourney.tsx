// Journeys whose pages come from "Journey parts by content id" (GET /content/journeyparts/{id}):
// the plain journey (types 15 and 22) and the stepped one (16). Loading and error through <Loaded>
// (ADR 0009); a journey with no page shows the viewer's own empty notice and its exit button.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ContentRendererProps } from '../../engine';
import { journeyPartsQuery } from '../../api/journeys';
import { Loaded } from '../../ui/loaded';
import { JourneyViewer } from './JourneyViewer';
import { outlineOfParts } from './outline';

type Props = ContentRendererProps & { stepped?: boolean };

export function PartsJourney(props: Props) {
  return (
    <Loaded subject={`páginas da jornada ${props.item.idContentItem}`}>
      <LoadedParts {...props} />
    </Loaded>
  );
}

function LoadedParts({ item, idSection, stepped = false }: Props) {
  const { data: parts } = useSuspenseQuery(journeyPartsQuery(item.idContentItem));
  const outline = useMemo(() => outlineOfParts(parts), [parts]);
  return (
    <JourneyViewer
      journey={item}
      outline={outline}
      stepped={stepped}
      {...(idSection === undefined ? {} : { idSection })}
    />
  );
}
