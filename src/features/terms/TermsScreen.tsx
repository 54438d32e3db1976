// The terms gate's screen (learning-area.md 2.2 /terms, 4.12; content-app.md 2.1, 4): the terms the
// server says are owed, alone on the page. The learning area opens it at /terms and returns to the
// page asked for; the content app shows it as a modal at its home. Nothing else loads meanwhile: the
// server refuses every other call until the terms are accepted.
import { Suspense, useEffect, useId, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { featureQuery } from '../../api/journey';
import { termsQuery } from '../../api/terms';
import { Loading } from '../../engine';
import { termsMessages as text } from '../../i18n/terms';
import { routes } from '../../paths/paths';
import { settleTerms, useMenuData } from '../../session';
import { useTenant } from '../../session/tenant';
import { Loaded } from '../../ui/loaded';
import { TenantLogo } from '../../ui/TenantLogo';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { TermsForm } from './TermsForm';
import { TopicsStep } from './TopicsStep';
import * as css from './terms.css';

interface Props {
  /** The content app's modal at its home; the learning area's page otherwise. */
  asDialog?: boolean;
  /** 'Sair': the session ends (the app's logout). */
  onDecline: () => void;
}

export default function TermsScreen({ asDialog = false, onDecline }: Props) {
  const app = useTenant();
  const titleId = useId();
  useDocumentTitle(text.title);
  return (
    <main className={css.page}>
      <section
        className={css.panel}
        role={asDialog ? 'dialog' : undefined}
        aria-modal={asDialog || undefined}
        aria-labelledby={titleId}
      >
        <TenantLogo app={app} height={40} className={css.logo} alt={app.name} />
        <h1 id={titleId} className={css.title}>
          {text.title}
        </h1>
        <Loaded subject={text.loadSubject}>
          <OwedTerms onDecline={onDecline} />
        </Loaded>
      </section>
    </main>
  );
}

/** Where the gate was going when it sent the learner here (RequireTerms), else the home. */
const destinationOf = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== routes.terms.to()
    ? from
    : routes.home.to();
};

function OwedTerms({ onDecline }: { onDecline: () => void }) {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const { data: owed } = useSuspenseQuery(termsQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const nothingOwed = owed.userLicenceTermsAccepted === 1 && owed.responsibilityTerms.length === 0;
  const [choosingTopics, setChoosingTopics] = useState(false);
  /** After the terms, the topics of interest when the tenant's recommendations are on (4.12). */
  const accepted = async () => {
    const recommends = await queryClient.fetchQuery(featureQuery('RECOMMENDATION_BLOCK'));
    if (recommends) setChoosingTopics(true);
    else done();
  };
  const done = () => {
    settleTerms();
    // Whatever was refused for the terms meanwhile is asked again.
    void queryClient.invalidateQueries();
    if (location.pathname === routes.terms.to()) navigate(destinationOf(location.state), { replace: true });
  };
  useEffect(() => {
    // Accepted meanwhile (another tab): nothing to show.
    if (nothingOwed) done();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the answer says so
  }, [nothingOwed]);
  if (choosingTopics)
    return (
      <Suspense fallback={<Loading />}>
        <TopicsStep idUser={idUser} onDone={done} />
      </Suspense>
    );
  if (nothingOwed) return null;
  return <TermsForm idUser={idUser} owed={owed} onAccepted={() => void accepted()} onDecline={onDecline} />;
}
