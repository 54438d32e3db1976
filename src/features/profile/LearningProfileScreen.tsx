// /editPerfil (learning-area.md 2.2, 4.13, 5): the learner's profile in the learning area. The photo,
// name and phone as in the content app's profile; what the company sets (role, department) read-only;
// and the password change.
import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { userQuery } from '../../api/profile';
import { profileMessages } from '../../i18n/profile';
import { useMenuData } from '../../session';
import { Loaded } from '../../ui/loaded';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileView } from './ProfileView';
import * as css from './profile.css';

export default function LearningProfileScreen() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  useDocumentTitle(profileMessages.title);
  return (
    <section aria-labelledby="profile-screen-title" className={css.page}>
      <h1 id="profile-screen-title" className={css.screenTitle}>
        {profileMessages.title}
      </h1>
      <ProfileView />
      <Loaded subject={`empresa ${idUser}`} errorText={profileMessages.loadError}>
        <CompanyFacts idUser={idUser} />
      </Loaded>
      <ChangePasswordForm idUser={idUser} />
    </section>
  );
}

function CompanyFacts({ idUser }: { idUser: number }) {
  const { data: user } = useSuspenseQuery(userQuery(idUser));
  const headingId = useId();
  const facts: [string, string | undefined][] = [
    [profileMessages.role, user.role],
    [profileMessages.department, user.department],
  ];
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <div className={css.sectionHeading}>
        <h2 id={headingId} className={css.heading}>
          {profileMessages.company}
        </h2>
      </div>
      <p className={css.hint}>{profileMessages.companyReadOnly}</p>
      <dl className={css.fields}>
        {facts.map(([label, value]) => (
          <div key={label} className={css.field}>
            <dt className={css.label}>{label}</dt>
            <dd className={css.fact}>{value?.trim() || profileMessages.notInformed}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
