// 'Enviar pacote SCORM' beside a content's lessons, for admins only (issue 22): it opens the package
// screen with the content's title and the way back: the lesson cards, which open the new package's
// lessons (a player's address names a lesson of the package replaced).
import { Link } from 'react-router-dom';
import { scormPackagePath } from '../../paths/learning-paths';
import { learningScormMessages as text } from '../../i18n/learning-scorm';
import { useMenuData } from '../../session';
import { isAdmin } from '../../ui/redirect/rules';
import type { PackageScreenState } from './PackageUploadScreen';

export function PackageLink({ idContentItem, ...state }: PackageScreenState & { idContentItem: number }) {
  if (!isAdmin(useMenuData()?.loginInfo)) return null;
  return (
    <Link to={scormPackagePath(idContentItem)} state={state}>
      {text.replacePackage}
    </Link>
  );
}
