// My journey (learning-area.md 2.2, 2.4, 6): /myJourney/{tab}, one tab per part of what the learner did
// after learning. Which tabs show is the server's answer to three rules (tabs.ts); a tab the address
// names but the learner does not have shows the registered tab, and the address says so. Each tab is
// its own lazy module: the ranking's, the certificates' and the external courses' weigh nothing until
// opened.
import { lazy, useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { journeyMessages as text } from '../../i18n/journey';
import { myJourneyPath, type JourneyTab } from '../../paths/learning-paths';
import { useMenuData } from '../../session';
import { Loaded } from '../../ui/loaded';
import { useLearningTrail } from '../../ui/learning-trail';
import { Tabs } from '../../ui/tabs/Tabs';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { shownTab } from './tabs';
import { useJourneyTabs } from './useJourneyTabs';
import * as css from './journey.css';

const tabLabels: Record<JourneyTab, string> = {
  registered: text.registered,
  requestEnrollmentStatus: text.requests,
  historic: text.historic,
  certificates: text.certificates,
  gamification: text.gamification,
  externalCourse: text.externalCourse,
};

/** Each tab's module, loaded when it is first shown. */
const panels: Record<JourneyTab, ComponentType> = {
  registered: lazy(() =>
    import('./registered/RegisteredTab').then((tab) => ({ default: tab.RegisteredTab })),
  ),
  requestEnrollmentStatus: lazy(() =>
    import('./requests/RequestsTab').then((tab) => ({ default: tab.RequestsTab })),
  ),
  historic: lazy(() => import('./history/HistoryTab').then((tab) => ({ default: tab.HistoryTab }))),
  certificates: lazy(() =>
    import('./certificates/CertificatesTab').then((tab) => ({ default: tab.CertificatesTab })),
  ),
  gamification: lazy(() => import('./ranking/RankingTab').then((tab) => ({ default: tab.RankingTab }))),
  externalCourse: lazy(() =>
    import('./external-courses/ExternalCoursesTab').then((tab) => ({ default: tab.ExternalCoursesTab })),
  ),
};

export function JourneyScreen() {
  useDocumentTitle(text.title);
  useLearningTrail([{ label: text.title, to: myJourneyPath() }]);
  return (
    <section className={css.screen} aria-labelledby="journey-title">
      <h1 id="journey-title" className={css.title}>
        {text.title}
      </h1>
      <Loaded subject="minha jornada" errorText={text.loadError}>
        <JourneyTabs />
      </Loaded>
    </section>
  );
}

function JourneyTabs() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const tabs = useJourneyTabs(idUser);
  const requested = useParams().tab;
  const selected = shownTab(requested, tabs);
  const navigate = useNavigate();
  // 2.2: "An unavailable tab falls back to registered": the address follows, so it can be shared as is.
  useEffect(() => {
    if (requested !== undefined && requested !== selected)
      void navigate(myJourneyPath(selected), { replace: true });
  }, [requested, selected, navigate]);
  const Panel = panels[selected];
  return (
    <Tabs
      label={text.tabs}
      tabs={tabs.map((id) => ({ id, label: tabLabels[id] }))}
      selected={selected}
      onSelect={(tab) => void navigate(myJourneyPath(tab))}
      panelClassName={css.panel}
    >
      <h2 className="visually-hidden">{tabLabels[selected]}</h2>
      {/* A tab that fails to load says so in its panel; the other tabs stay reachable. */}
      <Loaded subject={`minha jornada: ${tabLabels[selected]}`} errorText={text.loadError}>
        <Panel />
      </Loaded>
    </Tabs>
  );
}
