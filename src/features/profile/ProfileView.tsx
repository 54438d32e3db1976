// The learner's own profile (content-app.md 2.4): photo, name and e-mail; "Meus Pontos" when
// gamification is on; "Dados pessoais". Drawn by the /perfil route and by section type 60 alike.
import { useId, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { profileKeys, userQuery } from '../../api/profile';
import { currentSession, updateLogin, useMenuData } from '../../session';
import type { User } from '../../generated/types';
import { profileMessages } from '../../i18n/profile';
import { Avatar } from '../../ui/Avatar';
import { Loaded } from '../../ui/loaded';
import { MyPoints } from './MyPoints';
import { PersonalDataForm } from './PersonalDataForm';
import type { ProfileWording } from './profileForm';
import { PhotoEditor } from './PhotoEditor';
import * as css from './profile.css';

export interface ProfileViewProps {
  /** /editar-perfil: the form opens editable and "Cancelar" leaves through onCancel. */
  startEditing?: boolean;
  onCancel?: () => void;
  /** The edit screens' words (profileForm.ts). */
  wording?: ProfileWording;
  /** /perfil: where "Editar perfil" leads (the edit screen). */
  editTo?: string;
}

export function ProfileView(props: ProfileViewProps) {
  const session = useMenuData();
  if (!session) return null;
  const { idUser, gamification } = session.loginInfo;
  return (
    <Loaded subject={`perfil ${idUser}`} errorText={profileMessages.loadError}>
      <LoadedProfile idUser={idUser} gamification={gamification === 1} {...props} />
    </Loaded>
  );
}

function LoadedProfile({
  idUser,
  gamification,
  ...formProps
}: ProfileViewProps & { idUser: number; gamification: boolean }) {
  const user = useSuspenseQuery(userQuery(idUser));
  return (
    <div className={css.page}>
      <ProfileHeader user={user.data} />
      {gamification ? <MyPoints idUser={idUser} /> : null}
      <PersonalDataForm user={user.data} toggled={gamification} {...formProps} />
    </div>
  );
}

function ProfileHeader({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [editingPhoto, setEditingPhoto] = useState(false);
  const nameId = useId();

  function photoSaved(photo: string) {
    setEditingPhoto(false);
    queryClient.setQueryData<User>(profileKeys.user(user.idUser), (current) =>
      current ? { ...current, photo } : current,
    );
    const session = currentSession();
    if (session) updateLogin({ loginInfo: { ...session.loginInfo, photo } });
  }

  return (
    <section className={css.header} aria-labelledby={nameId}>
      <Avatar name={user.name} photo={user.photo} size="large" />
      <div className={css.identity}>
        <h2 id={nameId} className={css.name}>
          {user.name}
        </h2>
        <p className={css.email}>{user.email}</p>
        <div className={css.actions}>
          <button type="button" className={css.button.secondary} onClick={() => setEditingPhoto(true)}>
            {profileMessages.changePhoto}
          </button>
        </div>
      </div>
      <PhotoEditor
        open={editingPhoto}
        idUser={user.idUser}
        onClose={() => setEditingPhoto(false)}
        onSaved={photoSaved}
      />
    </section>
  );
}
