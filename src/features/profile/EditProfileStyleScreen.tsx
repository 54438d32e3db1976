// /perfil/editar-style (content-app.md 2.1, 4): the edit screen whose save says 'Salvo com sucesso!'.
import { EditProfile } from './EditProfileScreen';
import { profileWordings } from './profileForm';

export default function EditProfileStyleScreen() {
  return <EditProfile wording={profileWordings.styleEdit} />;
}
