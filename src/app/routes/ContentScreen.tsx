// /content/{idContentItem}?idSection={id}: the viewer chosen by content type.
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { ContentViewer, Loading } from '../../engine';
import { contentItemQuery } from '../../api/content';
import { messages } from '../../i18n/messages';
import { LoadFailed } from '../../ui/LoadFailed';

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
  return (
    <article>
      <h1>{query.data.text}</h1>
      <ContentViewer item={query.data} idSection={idSection} />
    </article>
  );
}
