// Section type 60 "Perfil" (content-app.md 2.5): the learner's own profile drawn in place, the same
// view as /perfil (photo, "Meus Pontos" with gamification, "Dados pessoais"). Loads its own data.
import type { SectionRendererProps } from '../../../src/engine';
import { ProfileView } from '../../../src/features/profile';
import * as css from './styles.css';

export default function ProfileLink(_props: SectionRendererProps<never>) {
  return (
    <div className={css.wrapper}>
      <ProfileView />
    </div>
  );
}
