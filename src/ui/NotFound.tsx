// 'PÁGINA NÃO ENCONTRADA.' (learning-area.md 2.2 and 8): every address that matches no screen and
// no section of the menu, drawn inside the signed-in frame (top bar, menu), with the way home.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../i18n/messages';
import { routes } from '../paths/paths';
import { useDocumentTitle } from './useDocumentTitle';
import * as css from './section-page.css';

export function NotFound() {
  const titleId = useId();
  useDocumentTitle(messages.pageNotFoundTitle);
  return (
    <section className={css.notFound} aria-labelledby={titleId} data-not-found>
      <h1 id={titleId} className={css.title}>
        {messages.pageNotFound}
      </h1>
      <p>
        <Link to={routes.home.to()} className={css.homeLink}>
          {messages.backHome}
        </Link>
      </p>
    </section>
  );
}
