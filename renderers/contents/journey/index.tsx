// Content types 15 and 22: the journey (content-app.md 2.6). Pages in classification order, each an
// embedded page or HTML content; previous / menu / next, "MAPA DE LOCALIZAÇÃO", "SAIR DESTE MÓDULO".
import type { ContentRendererProps } from '../../../src/engine';
import { PartsJourney } from '../../../src/features/journeys';

export default function Journey(props: ContentRendererProps) {
  return <PartsJourney {...props} />;
}
