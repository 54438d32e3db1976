// Content type 23: the impact journey (content-app.md 2.6, 7). GET /content/impactmenu/{parent}
// answers the chapters (one per classification: classificationAbbreviation and classificationTitle)
// and their parts; the "MAPA DE LOCALIZAÇÃO" lists the parts by chapter. A part's anchor is the
// fragment of its contentLocation (capitulos.html#escuta-ativa names the element id="escuta-ativa"):
// parts of one page share the frame, which is scrolled to the part's anchor (same-origin pages only).
// Loading and error through <Loaded> (ADR 0009).
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ContentRendererProps } from '../../engine';
import { impactMenuQuery } from '../../api/journeys';
import { Loaded } from '../../ui/loaded';
import { JourneyViewer } from './JourneyViewer';
import { outlineOfChapters } from './outline';

export function ImpactJourney(props: ContentRendererProps) {
  return (
    <Loaded subject={`capítulos da jornada ${props.item.idContentItem}`}>
      <LoadedChapters {...props} />
    </Loaded>
  );
}

function LoadedChapters({ item, idSection }: ContentRendererProps) {
  const { data: menu } = useSuspenseQuery(impactMenuQuery(item.idContentItem));
  const outline = useMemo(() => outlineOfChapters(menu?.chapters ?? []), [menu]);
  return (
    <JourneyViewer journey={item} outline={outline} {...(idSection === undefined ? {} : { idSection })} />
  );
}
