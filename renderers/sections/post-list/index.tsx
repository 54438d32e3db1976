// Section type 14: the post list (content-app.md 2.5): author, date (pt-BR, "22 de novembro de 2026"),
// title and an excerpt of the post's HTML (tags stripped, cut with "...", spec 5). The HTML is only
// read as text, never injected. Each post opens /content/{idContentItem}?idSection={idSection}.
import { Link } from 'react-router-dom';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { SlotList } from '../../../src/ui/cards';
import { CardImage, EAGER_COUNT } from '../../../src/ui/cards/CardImage';
import * as card from '../../../src/ui/cards/ContentCard.css';
import { cx } from '../../../src/ui/cards/cx';
import { excerpt, truncate, EXCERPT_LENGTH } from '../../../src/ui/excerpt';
import { formatLongDate } from '../../../src/i18n/dates';
import { contentPath } from '../../../src/paths/paths';
import * as css from './styles.css';

export default function PostList({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <SlotList items={items} className={css.list}>
      {(post, index) => <Post post={post} idSection={section.idSection} eager={index < EAGER_COUNT} />}
    </SlotList>
  );
}

function Post({ post, idSection, eager }: { post: ContentItem; idSection: number; eager: boolean }) {
  const date = formatLongDate(post.initDate);
  // A post without a body falls back to its description, cut the same way.
  const summary = post.content ? excerpt(post.content) : truncate(post.description ?? '', EXCERPT_LENGTH);
  return (
    <article className={cx(css.post, post.image && css.withImage)}>
      <div className={css.body}>
        {post.author || date ? (
          <p className={css.byline}>
            {post.author ? <span>{sectionMessages.postBy(post.author)}</span> : null}
            {post.author && date ? <span aria-hidden="true"> · </span> : null}
            {date ? <time dateTime={post.initDate}>{date}</time> : null}
          </p>
        ) : null}
        <h2 className={card.title}>
          <Link to={contentPath(post.idContentItem, idSection)} className={card.link}>
            {post.text}
          </Link>
        </h2>
        {summary ? <p className={css.excerpt}>{summary}</p> : null}
      </div>
      {post.image ? (
        <CardImage src={post.image} className={css.image} width={320} height={180} eager={eager} />
      ) : null}
    </article>
  );
}
