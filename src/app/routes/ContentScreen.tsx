// /content/{idContentItem}?idSection={id}: the viewer chosen by content type.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { Suspense, useMemo, type ReactNode } from 'react';
import { ContentViewer, EngineProvider, useEngine } from '../../engine';
import { contentRegistry } from '../../../registry/contents';
import { contentItemQuery } from '../../api/content';
import { ContentUnavailable, LoadedById } from '../../ui/loaded';
import type { ContentItem } from '../../generated/types';
import { MediaActivityProvider, useContentTracking } from '../../features/tracking';
import { CampaignBanner } from '../../features/campaigns';

export default function ContentScreen() {
  return (
    <RoutedContent param="idContentItem" subject="conteúdo">
      {({ item, idSection }) => <TrackedContent item={item} idSection={idSection} />}
    </RoutedContent>
  );
}

interface Routed {
  /** The id the address names, and the content the server found for it. */
  id: number;
  item: ContentItem;
  idSection?: number;
}

/**
 * The content whose id the route's `param` holds (with ?idSection=), loaded; an id that is no number
 * or names no content says so. /liveplayer/{id} reads its content with it too (LivePlayerScreen).
 */
export function RoutedContent({
  param,
  subject,
  children,
}: {
  param: string;
  /** What the id names, in designer preview (LoadedById). */
  subject: string;
  children: (routed: Routed) => ReactNode;
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const idSection = Number(search.get('idSection')) || undefined;
  return (
    <LoadedById id={Number(params[param])} subject={subject}>
      {(id) => <LoadedContent id={id} idSection={idSection} render={children} />}
    </LoadedById>
  );
}

function LoadedContent({
  id,
  idSection,
  render,
}: {
  id: number;
  idSection?: number;
  render: (routed: Routed) => ReactNode;
}) {
  const { data: item } = useSuspenseQuery(contentItemQuery(id));
  if (!item) return <ContentUnavailable />;
  return render({ id, item, idSection });
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
