import { useEffect } from 'react';
import { renewLogin } from '../../api/auth';
import { currentSession, needsRenewal, updateLogin, useMenuData } from '../../session';
import { useTenant } from '../../session/tenant';

/** Renew-login once when the stored last login is before today (UTC). Failures are only logged. */
export function useSessionRenewal() {
  const app = useTenant();
  const menuData = useMenuData();
  const lastLogin = menuData?.loginInfo.lastLogin;
  const idUser = menuData?.loginInfo.idUser;
  useEffect(() => {
    if (!lastLogin || idUser === undefined || !needsRenewal(lastLogin)) return;
    renewLogin(app.idAppType, idUser)
      .then((response) => {
        const session = currentSession();
        if (!session) return;
        updateLogin({
          loginInfo: response.loginInfo,
          ...(response.menu ? { menu: response.menu } : {}),
          ...(response.design ? { design: response.design } : {}),
        });
      })
      .catch((error: unknown) => console.warn('[session] renew-login failed', error));
  }, [app.idAppType, idUser, lastLogin]);
}
