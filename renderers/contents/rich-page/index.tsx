// Content types 5 (Artigo) and 9 (Livre): the rich HTML page (content-app.md 2.6): its author, its HTML
// (sanitised), the rating widget (spec 4 "Rating") and the chat of its room (idChatRoom).
import type { ContentRendererProps } from '../../../src/engine';
import { ItemChat } from '../../../src/features/chat';
import { RatingWidget } from '../../../src/features/rating';
import { articlesMessages as text } from '../../../src/i18n/articles';
import { SafeHtml } from '../../../src/ui/safe-html';
import * as css from './styles.css';

export default function RichPage({ item }: ContentRendererProps) {
  const html = item.content || item.description;
  return (
    <div className={css.page}>
      {item.author ? <p className={css.author}>{text.byAuthor(item.author)}</p> : null}
      {html ? <SafeHtml html={html} className={css.body} /> : null}
      <section className={css.rating} aria-label={text.ratingHeading}>
        <RatingWidget idContentItem={item.idContentItem} vote={item.vote} />
      </section>
      <ItemChat item={item} title={text.chatTitle} className={css.chat} />
    </div>
  );
}
