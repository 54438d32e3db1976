// Shared by the journey viewers' tests and stories: the demo journeys of the aurora fixture part,
// answered the way the reference API answers them (parts in classification order, chapters grouped).
import type { ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import part from '../../../fixtures/aurora/parts/journeys.json';
import type { ContentItem } from '../../generated/types';

export const journeySection = part.menu[0] as { idSection: number; idSectionType: number; name: string };

const content = part.content as ContentItem[];

export const journeyItem = (id: number) => {
  const item = content.find((candidate) => candidate.idContentItem === id);
  if (!item) throw new Error(`no demo journey ${id}`);
  return item;
};

const classification = (item: ContentItem) => item.idClassification ?? Number.POSITIVE_INFINITY;

export const journeyParts = (id: number): ContentItem[] =>
  content.filter((item) => item.parent === id).sort((a, b) => classification(a) - classification(b));

export const journeyPartsAnswer = (id: number) => ({ success: true, listJourneyPart: journeyParts(id) });

export function impactMenuAnswer(id: number) {
  const chapters: {
    idClassification?: number;
    classificationTitle?: string;
    classificationAbbreviation?: string;
    children: ContentItem[];
  }[] = [];
  for (const item of journeyParts(id)) {
    const last = chapters.at(-1);
    if (last && last.idClassification === item.idClassification) last.children.push(item);
    else
      chapters.push({
        idClassification: item.idClassification,
        classificationTitle: item.classificationTitle,
        classificationAbbreviation: item.classificationAbbreviation,
        children: [item],
      });
  }
  return { success: true, result: [{ idContentItem: id, text: journeyItem(id).text, children: chapters }] };
}

/** Shows where the router is, so a test can read the ?pagina= parameter and where "exit" went. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The content route with a journey viewer and the probe under it: call inside <Routes> (a Route element). */
export const contentRouteWithProbe = (viewer: ReactNode) => (
  <Route
    path="/content/:id"
    element={
      <>
        {viewer}
        <LocationProbe />
      </>
    }
  />
);
