// Journeys whose pages come from "Journey parts by content id" (GET /content/journeyparts/{id}):
// the plain journey (types 15 and 22) and the stepped one (16). Loading, error and empty states here.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loading, type ContentRendererProps } from '../../../src/engine';
import { journeyPartsQuery } from '../../../src/api/journeys';
import { LoadFailed } from '../../../src/ui/LoadFailed';
import { JourneyViewer } from './JourneyViewer';
import { outlineOfParts } from './outline';

export function PartsJourney({
  item,
  idSection,
  stepped = false,
}: ContentRendererProps & { stepped?: boolean }) {
  const parts = useQuery(journeyPartsQuery(item.idContentItem));
  const outline = useMemo(() => (parts.data ? outlineOfParts(parts.data) : null), [parts.data]);
  if (parts.isPending) return <Loading />;
  if (parts.isError || !outline)
    return (
      <LoadFailed
        error={parts.error}
        retry={() => void parts.refetch()}
        subject={`páginas da jornada ${item.idContentItem}`}
      />
    );
  return (
    <JourneyViewer
      journey={item}
      outline={outline}
      stepped={stepped}
      {...(idSection === undefined ? {} : { idSection })}
    />
  );
}
