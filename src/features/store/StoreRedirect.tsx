// /lojinha (content-app.md 2.1): the store home is the menu's type-59 section; this address leads
// there, so links written for the original app keep working.
import { Navigate } from 'react-router-dom';
import { useMenuData } from '../../session';
import { storeMessages } from '../../i18n/store';
import { storeHomePath } from '../../paths/paths';
import { storeSectionOf } from './paths';

export default function StoreRedirect() {
  const section = storeSectionOf(useMenuData()?.menu, undefined);
  if (!section) return <p role="status">{storeMessages.storeUnavailable}</p>;
  return <Navigate to={storeHomePath(section)} replace />;
}
