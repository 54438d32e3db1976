// /editar-perfil (content-app.md 2.1): the profile with "Dados pessoais" open for editing; "Cancelar"
// goes back to /perfil.
import { useNavigate } from 'react-router-dom';
import { routes } from '../../paths/paths';
import { profileMessages } from '../../i18n/profile';
import { ProfileView } from './ProfileView';
import * as css from './profile.css';

export default function EditProfileScreen() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="profile-screen-title">
      <h1 id="profile-screen-title" className={css.screenTitle}>
        {profileMessages.edit}
      </h1>
      <ProfileView startEditing onCancel={() => navigate(routes.profile.to())} />
    </section>
  );
}
