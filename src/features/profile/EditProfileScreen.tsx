// /editar-perfil and /perfil/editar-style (content-app.md 2.1, 4, 5): the profile with "Dados pessoais"
// open for editing, in the edit screens' words; "Cancelar" goes back to /perfil.
import { useNavigate } from 'react-router-dom';
import { routes } from '../../paths/paths';
import { profileMessages } from '../../i18n/profile';
import { ProfileView } from './ProfileView';
import { profileWordings, type ProfileWording } from './profileForm';
import * as css from './profile.css';

export function EditProfile({ wording }: { wording: ProfileWording }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="profile-screen-title">
      <h1 id="profile-screen-title" className={css.screenTitle}>
        {profileMessages.edit}
      </h1>
      <ProfileView startEditing wording={wording} onCancel={() => navigate(routes.profile.to())} />
    </section>
  );
}

export default function EditProfileScreen() {
  return <EditProfile wording={profileWordings.edit} />;
}
