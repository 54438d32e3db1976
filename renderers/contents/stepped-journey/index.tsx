// Content type 16: the stepped journey (content-app.md 2.6). The journey viewer with its pages shown
// as a stepper, where steps open one at a time: a step is seen once it was shown, which opens the next
// one; later steps stay locked (in the stepper and in the "MAPA DE LOCALIZAÇÃO") until then, and
// going back is always allowed. The furthest step seen starts from the item's progress (percent of
// the steps) and is remembered for the browser session.
import type { ContentRendererProps } from '../../../src/engine';
import { PartsJourney } from '../../../src/features/journeys';

export default function SteppedJourney(props: ContentRendererProps) {
  return <PartsJourney {...props} stepped />;
}
