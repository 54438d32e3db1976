// Section type 43: the assessment page (content-app.md 2.6, 7). POST /assessment/{idSection} with the
// user's e-mail answers the page's address, embedded in a sandboxed frame; "Erro ao carregar
// conteúdo" when it cannot be had.
import { useQuery } from '@tanstack/react-query';
import { Loading, type SectionRendererProps } from '../../../src/engine';
import { assessmentQuery } from '../../../src/api/assessment';
import { useMenuData } from '../../../src/app/session';
import { messages } from '../../../src/i18n/messages';
import * as css from './styles.css';

/** Only http(s) pages, relative ones resolved against the app: never javascript: or data: in a frame. */
function frameUrl(raw: string): string | null {
  try {
    const url = new URL(raw, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export default function AssessmentFrame({ section }: SectionRendererProps<never>) {
  const email = useMenuData()?.loginInfo.email ?? '';
  const query = useQuery(assessmentQuery(section.idSection, email));
  if (query.isPending) return <Loading />;
  const url = query.isSuccess ? frameUrl(query.data) : null;
  if (!url)
    return (
      <div role="alert" className={css.error}>
        <p>{messages.assessmentError}</p>
        <button type="button" className={css.retry} onClick={() => void query.refetch()}>
          {messages.retry}
        </button>
      </div>
    );
  return (
    <div className={css.wrapper}>
      <iframe
        title={section.name}
        src={url}
        sandbox="allow-scripts allow-forms allow-popups"
        className={css.frame}
      />
      <a href={url} target="_blank" rel="noopener noreferrer" className={css.newTab}>
        {messages.assessmentNewTab}
      </a>
    </div>
  );
}
