// Content type 23: the impact journey (content-app.md 2.6, 7), its chapters from GET
// /content/impactmenu/{parent}; the viewer is the journeys feature's (src/features/journeys).
import type { ContentRendererProps } from '../../../src/engine';
import { ImpactJourney } from '../../../src/features/journeys';

export default function ImpactJourneyContent(props: ContentRendererProps) {
  return <ImpactJourney {...props} />;
}
