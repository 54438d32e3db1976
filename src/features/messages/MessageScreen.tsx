// /messages/{id}: one notification (content-app.md 2.6): its text, description and date ("Hoje").
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Loading } from '../../engine';
import { contentItemQuery } from '../../api/content';
import { messages } from '../../i18n/messages';
import { LoadFailed } from '../../ui/LoadFailed';
import { dateLabel } from '../../ui/notifications';
import * as css from './messages.css';

export default function MessageScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...contentItemQuery(id), enabled: valid });
  if (!valid) return <p role="status">{messages.contentUnavailable}</p>;
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <LoadFailed error={query.error} retry={() => void query.refetch()} subject={`mensagem ${id}`} />;
  if (!query.data) return <p role="status">{messages.contentUnavailable}</p>;
  const item = query.data;
  const label = dateLabel(item.initDate);
  return (
    <article className={css.message}>
      {label ? (
        <p className={css.date}>
          <time dateTime={item.initDate}>{label}</time>
        </p>
      ) : null}
      <h1 className={css.title}>{item.text}</h1>
      {item.description ? <p className={css.description}>{item.description}</p> : null}
    </article>
  );
}
