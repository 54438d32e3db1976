// Content type 23: the impact journey (content-app.md 2.6, 7). GET /content/impactmenu/{parent}
// answers the chapters (one per classification: classificationAbbreviation and classificationTitle)
// and their parts; the "MAPA DE LOCALIZAÇÃO" lists the parts by chapter. A part's anchor is the
// fragment of its contentLocation (capitulos.html#escuta-ativa names the element id="escuta-ativa"):
// parts of one page share the frame, which is scrolled to the part's anchor (same-origin pages only).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loading, type ContentRendererProps } from '../../../src/engine';
import { impactMenuQuery } from '../../../src/api/journeys';
import { LoadFailed } from '../../../src/ui/LoadFailed';
import { JourneyViewer } from '../journey/JourneyViewer';
import { outlineOfChapters } from '../journey/outline';

export default function ImpactJourney({ item, idSection }: ContentRendererProps) {
  const menu = useQuery(impactMenuQuery(item.idContentItem));
  const outline = useMemo(
    () => (menu.isSuccess ? outlineOfChapters(menu.data?.chapters ?? []) : null),
    [menu.isSuccess, menu.data],
  );
  if (menu.isPending) return <Loading />;
  if (menu.isError || !outline)
    return (
      <LoadFailed
        error={menu.error}
        retry={() => void menu.refetch()}
        subject={`capítulos da jornada ${item.idContentItem}`}
      />
    );
  return (
    <JourneyViewer journey={item} outline={outline} {...(idSection === undefined ? {} : { idSection })} />
  );
}
