// /content/{idContentItem}?idSection={id}: the viewer chosen by content type.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { Suspense, useMemo } from 'react';
import { ContentViewer, EngineProvider, useEngine } from '../../engine';
import { contentRegistry } from '../../../registry/contents';
import { contentItemQuery } from '../../api/content';
import { ContentUnavailable, LoadedById } from '../../ui/loaded';
import type { ContentItem } from '../../generated/types';
import { MediaActivityProvider, useContentTracking } from '../../features/tracking';
import { CampaignBanner } from '../../features/campaigns';

export default function ContentScreen() {
  const { idContentItem } = useParams();
  const [search] = useSearchParams();
  const idSection = Number(search.get('idSection')) || undefined;
  return (
    <LoadedById id={Number(idContentItem)} subject="conteúdo">
      {(id) => <LoadedContent id={id} idSection={idSection} />}
    </LoadedById>
  );
}

function LoadedContent({ id, idSection }: { id: number; idSection?: number }) {
  const { data: item } = useSuspenseQuery(contentItemQuery(id));
  if (!item) return <ContentUnavailable />;
  return <TrackedContent item={item} idSection={idSection} />;
}

/**
 * The viewer inside one tracked view: one exit record when the learner leaves (content-app.md 4).
 * /liveplayer/{id} draws its live contents with it too (LivePlayerScreen).
 */
export function TrackedContent({ item, idSection }: { item: ContentItem; idSection?: number }) {
  const media = useContentTracking(item, idSection);
  const engine = useEngine();
  // The viewers' registry comes with this lazy screen, not with the first paint.
  const withViewers = useMemo(
    () => ({ ...engine, contents: engine.contents ?? contentRegistry() }),
    [engine],
  );
  return (
    <article>
      <h1>{item.text}</h1>
      <Suspense fallback={null}>
        <CampaignBanner idContentItem={item.idContentItem} />
      </Suspense>
      <EngineProvider config={withViewers}>
        <MediaActivityProvider value={media}>
          <ContentViewer item={item} idSection={idSection} />
        </MediaActivityProvider>
      </EngineProvider>
    </article>
  );
}
