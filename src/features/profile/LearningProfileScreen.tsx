// /editPerfil (learning-area.md 2.2, 4.13, 5): the learner's profile in the learning area. The photo,
// name and phone as in the content app's profile; what the company sets (login, e-mail, employee code,
// manager, role, department, unit, branch) read-only; the notification switches; the topics of
// interest when the tenant's recommendations are on; and the password change.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { featureQuery } from '../../api/journey';
import { userQuery } from '../../api/profile';
import type { User } from '../../generated/types';
import { profileMessages } from '../../i18n/profile';
import { useMenuData } from '../../session';
import { Loaded } from '../../ui/loaded';
import { showToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { TopicsPicker } from '../topics';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TOAST_SUCCESS_MS } from './feedback';
import { NotificationSettings } from './NotificationSettings';
import { ProfileView } from './ProfileView';
import { ProfileSection } from './ProfileSection';
import * as css from './profile.css';

export default function LearningProfileScreen() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  useDocumentTitle(profileMessages.title);
  // A failed or pending feature answer hides the card, as the terms' step does (4.12).
  const recommends = useQuery(featureQuery('RECOMMENDATION_BLOCK')).data === true;
  return (
    <section aria-labelledby="profile-screen-title" className={css.page}>
      <h1 id="profile-screen-title" className={css.screenTitle}>
        {profileMessages.title}
      </h1>
      <ProfileView />
      <Loaded subject={`empresa ${idUser}`} errorText={profileMessages.loadError}>
        <CompanyFacts idUser={idUser} />
      </Loaded>
      <NotificationSettings idUser={idUser} />
      {recommends ? <Topics idUser={idUser} /> : null}
      <ChangePasswordForm idUser={idUser} />
    </section>
  );
}

/** learning-area.md 5: the company's fields, in the order the spec lists them; none is editable. */
const companyFields: [string, (user: User) => string | undefined][] = [
  [profileMessages.login, (user) => user.username ?? user.email],
  [profileMessages.email, (user) => user.email],
  [profileMessages.employeeCode, (user) => user.employeeCode],
  [profileMessages.manager, (user) => user.managerName],
  [profileMessages.role, (user) => user.role],
  [profileMessages.department, (user) => user.department],
  [profileMessages.unit, (user) => user.unit],
  [profileMessages.branch, (user) => user.branch],
];

function CompanyFacts({ idUser }: { idUser: number }) {
  const { data: user } = useSuspenseQuery(userQuery(idUser));
  return (
    <ProfileSection title={profileMessages.company}>
      <p className={css.hint}>{profileMessages.companyReadOnly}</p>
      <dl className={css.fields}>
        {companyFields.map(([label, valueOf]) => (
          <div key={label} className={css.field}>
            <dt className={css.label}>{label}</dt>
            <dd className={css.fact}>{valueOf(user)?.trim() || profileMessages.notInformed}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}

function Topics({ idUser }: { idUser: number }) {
  return (
    <ProfileSection title={profileMessages.topics}>
      <p className={css.hint}>{profileMessages.topicsIntro}</p>
      <Loaded subject={`temas ${idUser}`}>
        <TopicsPicker
          idUser={idUser}
          label={profileMessages.topics}
          onSaved={() =>
            showToast(profileMessages.topicsSaved, { tone: 'success', durationMs: TOAST_SUCCESS_MS })
          }
        />
      </Loaded>
    </ProfileSection>
  );
}
