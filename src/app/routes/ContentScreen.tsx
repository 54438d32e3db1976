// /content/{idContentItem}?idSection={id}: the viewer chosen by content type.
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useMemo } from 'react';
import { ContentViewer, EngineProvider, Loading, useEngine } from '../../engine';
import { contentRegistry } from '../../../registry/contents';
import { contentItemQuery } from '../../api/content';
import { messages } from '../../i18n/messages';
import { LoadFailed } from '../../ui/LoadFailed';
import type { ContentItem } from '../../generated/types';
import { MediaActivityProvider, useContentTracking } from '../../features/tracking';

export default function ContentScreen() {
  const { idContentItem } = useParams();
  const [search] = useSearchParams();
  const id = Number(idContentItem);
  const idSection = Number(search.get('idSection')) || undefined;
  const query = useQuery({ ...contentItemQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <p role="status">{messages.contentUnavailable}</p>;
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <LoadFailed error={query.error} retry={() => void query.refetch()} subject={`conteúdo ${id}`} />;
  if (!query.data) return <p role="status">{messages.contentUnavailable}</p>;
  return <TrackedContent item={query.data} idSection={idSection} />;
}

/** The viewer inside one tracked view: one exit record when the learner leaves (content-app.md 4). */
function TrackedContent({ item, idSection }: { item: ContentItem; idSection?: number }) {
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
      <EngineProvider config={withViewers}>
        <MediaActivityProvider value={media}>
          <ContentViewer item={item} idSection={idSection} />
        </MediaActivityProvider>
      </EngineProvider>
    </article>
  );
}
