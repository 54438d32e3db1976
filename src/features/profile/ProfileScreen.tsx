// /perfil: the learner's own profile (content-app.md 2.1, 2.4), the same view section type 60 draws.
// Here "Editar perfil" (gamification on, 2.4) leads to the edit screen /editar-perfil, whose
// "Cancelar" comes back (2.1); section 60 opens its form in place.
import { profileMessages } from '../../i18n/profile';
import { routes } from '../../paths/paths';
import { ProfileView } from './ProfileView';
import * as css from './profile.css';

export default function ProfileScreen() {
  return (
    <section aria-labelledby="profile-screen-title">
      <h1 id="profile-screen-title" className={css.screenTitle}>
        {profileMessages.title}
      </h1>
      <ProfileView editTo={routes.editProfile.to()} />
    </section>
  );
}
