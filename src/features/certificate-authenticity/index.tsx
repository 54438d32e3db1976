// /certificate-authenticity/{authenticityID} (learning-area.md 2.1, 7.5, 8): public, the address a
// certificate's QR code holds. Anyone (an employer, a school) opens it without signing in and reads
// whose certificate it is, of which course, when, with what progress, under which code; a code nobody
// issued, or one altered by a single character, reads 'Certificado não encontrado.'.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { authenticityQuery } from '../../api/learning-history';
import { isApiError } from '../../api/errors';
import { Loading } from '../../engine/Loading';
import { formatIsoDate } from '../../i18n/dates';
import { historyMessages as text } from '../../i18n/journey-history';
import { routes } from '../../paths/paths';
import { useTenant } from '../../session/tenant';
import { LoadFailed } from '../../ui/LoadFailed';
import { TenantLogo } from '../../ui/TenantLogo';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import * as css from './authenticity.css';

export default function CertificateAuthenticityScreen() {
  const code = useParams().authenticityID ?? '';
  const app = useTenant();
  useDocumentTitle(text.authenticityTitle);
  const answer = useQuery(authenticityQuery(code));
  const notFound = answer.isError && isApiError(answer.error) && answer.error.status === 404;
  return (
    <main className={css.page}>
      <section className={css.card} aria-labelledby="authenticity-title">
        <TenantLogo app={app} height={48} className={css.logo} alt={app.name} />
        <h1 id="authenticity-title" className={css.title}>
          {text.authenticityTitle}
        </h1>
        {answer.isPending ? <Loading /> : null}
        {notFound ? (
          <div role="alert" className={css.verdict} data-verdict="not-found">
            <p className={css.verdictTitle}>{text.notFound}</p>
            <p>{text.notFoundText}</p>
          </div>
        ) : answer.isError ? (
          <LoadFailed error={answer.error} retry={() => void answer.refetch()} subject="certificado" />
        ) : null}
        {answer.data ? (
          <>
            <div role="status" className={css.verdict} data-verdict="valid">
              <p className={css.verdictTitle}>{text.valid}</p>
              <p>{text.validText}</p>
            </div>
            <dl className={css.facts}>
              <dt>{text.username}</dt>
              <dd>{answer.data.username}</dd>
              <dt>{text.course}</dt>
              <dd>{answer.data.title}</dd>
              <dt>{text.startDate}</dt>
              <dd>{formatIsoDate(answer.data.startDate ?? undefined, 'numericDate') ?? '—'}</dd>
              <dt>{text.finishDate}</dt>
              <dd>{formatIsoDate(answer.data.finishDate ?? undefined, 'numericDate') ?? '—'}</dd>
              <dt>{text.progress}</dt>
              <dd>{`${Math.round(answer.data.progress)}%`}</dd>
              <dt>{text.token}</dt>
              <dd className={css.code}>{answer.data.token}</dd>
            </dl>
          </>
        ) : null}
        <Link to={routes.login.to()} className={css.link}>
          {text.goToLogin}
        </Link>
      </section>
    </main>
  );
}
