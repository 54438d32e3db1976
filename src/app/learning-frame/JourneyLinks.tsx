// The user menu's journey links (learning-area.md 2.4 "Header": journey, history, enrollment requests,
// certificates, gamification, external courses): one per tab the learner has (the journey's own rules,
// asked when the menu first opens), so every tab is reached by clicking. A lazy module of the menu:
// the learning pages' first paint neither carries it nor asks its three calls.
import { Link } from 'react-router-dom';
import { journeyMessages } from '../../i18n/journey';
import { myJourneyPath, type JourneyTab } from '../../paths/learning-paths';
import { useJourneyTabs } from '../../features/journey';
import * as css from './learningFrame.css';

/** The words of each link: the journey itself for its first tab, the tab's name for the others. */
const linkLabels: Record<JourneyTab, string> = {
  registered: journeyMessages.title,
  requestEnrollmentStatus: journeyMessages.requests,
  historic: journeyMessages.historic,
  certificates: journeyMessages.certificates,
  gamification: journeyMessages.gamification,
  externalCourse: journeyMessages.externalCourse,
};

export default function JourneyLinks({ idUser, onOpen }: { idUser: number; onOpen: () => void }) {
  const tabs = useJourneyTabs(idUser);
  return tabs.map((tab) => (
    <li key={tab}>
      <Link to={myJourneyPath(tab)} className={css.item} onClick={onOpen}>
        {linkLabels[tab]}
      </Link>
    </li>
  ));
}
