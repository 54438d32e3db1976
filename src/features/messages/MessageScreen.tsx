// /messages/{id}: one notification (content-app.md 2.6): its text, description and date ("Hoje").
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { contentItemQuery } from '../../api/content';
import { ContentUnavailable, LoadedById } from '../../ui/loaded';
import { dateLabel } from '../../ui/notifications';
import { SafeHtml } from '../../ui/safe-html';
import * as css from './messages.css';

export default function MessageScreen() {
  return (
    <LoadedById id={Number(useParams().id)} subject="mensagem">
      {(id) => <Message id={id} />}
    </LoadedById>
  );
}

function Message({ id }: { id: number }) {
  const { data: item } = useSuspenseQuery(contentItemQuery(id));
  if (!item) return <ContentUnavailable />;
  const label = dateLabel(item.initDate);
  return (
    <article className={css.message}>
      {label ? (
        <p className={css.date}>
          <time dateTime={item.initDate}>{label}</time>
        </p>
      ) : null}
      <h1 className={css.title}>{item.text}</h1>
      {/* The tenant writes it as HTML, like a content's body: shown sanitised, never as tags. */}
      {item.description ? <SafeHtml html={item.description} className={css.description} /> : null}
    </article>
  );
}
