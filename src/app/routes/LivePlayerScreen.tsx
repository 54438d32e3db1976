// /liveplayer/{id} (content-app.md 2.1, "Live player, referenced with no detail"): a live content
// (type 6) on its own page, drawn by the content page's live viewer (2.6: the player on the event's
// day, otherwise its cover; its chat panel beside it), tracked as the content page tracks. The live
// list opens its events here. An id that is no content says so as the content page does; a content
// that is no live goes to its content page, where its own viewer draws it.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { contentItemQuery } from '../../api/content';
import { contentPath } from '../../paths/paths';
import { ContentUnavailable, LoadedById } from '../../ui/loaded';
import { TrackedContent } from './ContentScreen';

/** content-app.md 2.6: type 6, "Live stream". */
const LIVE_STREAM = 6;

export default function LivePlayerScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const idSection = Number(search.get('idSection')) || undefined;
  return (
    <LoadedById id={Number(id)} subject="transmissão">
      {(valid) => <LivePlayer id={valid} idSection={idSection} />}
    </LoadedById>
  );
}

function LivePlayer({ id, idSection }: { id: number; idSection?: number }) {
  const { data: item } = useSuspenseQuery(contentItemQuery(id));
  if (!item) return <ContentUnavailable />;
  if (item.idContentType !== LIVE_STREAM) return <Navigate to={contentPath(id, idSection)} replace />;
  return <TrackedContent item={item} idSection={idSection} />;
}
