// The body of one journey page: its embedded page (contentLocation, in a frame) or its HTML content
// (sanitised), else its description. An invalid part shows the engine's fallback in its place.
import { ItemSlot } from '../../engine';
import type { ContentItem } from '../../generated/types';
import { journeysMessages as text } from '../../i18n/journeys';
import { SafeHtml } from '../../ui/safe-html';
import { JourneyFrame } from './JourneyFrame';
import { framePlace, type JourneyPage } from './outline';
import * as css from './styles.css';

function PartBody({ part }: { part: ContentItem }) {
  if (part.contentLocation) {
    const place = framePlace(part.contentLocation, window.location.href);
    if (!place)
      return (
        <p role="alert" className={css.notice}>
          {text.invalidAddress}
        </p>
      );
    // Keyed by the address without its fragment: moving between parts of one page keeps the frame
    // and only scrolls it to the next anchor.
    return (
      <JourneyFrame
        key={place.url}
        url={place.url}
        sameOrigin={place.sameOrigin}
        title={part.text}
        {...(place.anchor ? { anchor: place.anchor } : {})}
      />
    );
  }
  if (part.content) return <SafeHtml html={part.content} className={css.html} />;
  return <p className={css.notice}>{text.empty}</p>;
}

export function JourneyPageBody({ page }: { page: JourneyPage }) {
  return <ItemSlot item={page.part}>{(part) => <PartBody part={part} />}</ItemSlot>;
}
