// Section type 6: card players (content-app.md 2.5): content cards with author and duration, and a
// play affordance ("Assistir" / "Ouvir") on audio and video items. Each opens
// /content/{idContentItem}?idSection={idSection}, where the player is.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { ContentCardList } from '../../../src/ui/cards';
import { mediaKind, type MediaKind } from '../../../src/ui/media';
import * as css from './styles.css';

export default function CardPlayers({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <ContentCardList items={items} idSection={section.idSection} className={css.grid} overlay={playOverlay} />
  );
}

const playOverlay = (item: ContentItem) => {
  const kind = mediaKind(item);
  return kind ? <PlayBadge kind={kind} /> : null;
};

// Outside the link: the card's link stays named by its title; the badge says what pressing it does.
function PlayBadge({ kind }: { kind: MediaKind }) {
  return (
    <span className={css.play} data-media={kind}>
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
      {kind === 'audio' ? sectionMessages.listen : sectionMessages.watch}
    </span>
  );
}
