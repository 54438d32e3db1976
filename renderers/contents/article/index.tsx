// Content type 3, the article (content-app.md 2.6): its image, its text (the item's HTML, sanitised),
// a "saiba mais" link to its reference in a new tab, and the chat of its room (idChatRoom).
import type { ContentRendererProps } from '../../../src/engine';
import { ItemChat } from '../../../src/features/chat';
import { articlesMessages as text } from '../../../src/i18n/articles';
import { httpUrl } from '../../../src/ui/httpUrl';
import { SafeHtml } from '../../../src/ui/safe-html';
import * as css from './styles.css';

export default function Article({ item }: ContentRendererProps) {
  // As written when it is an http(s) address (relative ones stay relative).
  const image = httpUrl(item.image) ? item.image : undefined;
  const reference = httpUrl(item.referenceLink);
  // An article without a body shows its description the same way.
  const html = item.content || item.description;
  return (
    <div className={css.article}>
      {image ? (
        <img src={image} alt="" className={css.image} width={960} height={540} decoding="async" />
      ) : null}
      {html ? <SafeHtml html={html} className={css.body} /> : null}
      {reference ? (
        <p className={css.more}>
          <a href={reference.href} target="_blank" rel="noopener noreferrer" className={css.moreLink}>
            {text.learnMore}
            <span className="visually-hidden"> {text.newTab}</span>
          </a>
        </p>
      ) : null}
      <ItemChat item={item} title={text.chatTitle} className={css.chat} />
    </div>
  );
}
