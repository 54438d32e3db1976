// /perfil: the learner's own profile (content-app.md 2.1, 2.4), the same view section type 60 draws.
import { profileMessages } from '../../i18n/profile';
import { ProfileView } from './ProfileView';
import * as css from './profile.css';

export default function ProfileScreen() {
  return (
    <section aria-labelledby="profile-screen-title">
      <h1 id="profile-screen-title" className={css.screenTitle}>
        {profileMessages.title}
      </h1>
      <ProfileView />
    </section>
  );
}
