// ?token=: automatic login, then a redirect to "/" (content-app.md 4).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppDetails } from '../../generated/types';
import { renewLogin } from '../../api/auth';
import { saveLogin, signInArrival } from '../../session';
import { messages } from '../../i18n/messages';
import { FullPageMessage } from '../../ui/FullPageMessage';

export function TokenLogin({
  app,
  token,
  onFailed,
}: {
  app: AppDetails;
  token: string;
  onFailed: () => void;
}) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    renewLogin(app.idAppType, undefined, token)
      .then((response) => {
        saveLogin({
          token: response.token ?? token,
          loginInfo: response.loginInfo,
          menu: response.menu ?? [],
          design: response.design ?? [],
        });
        navigate('/', { replace: true, state: signInArrival });
      })
      .catch(onFailed);
  }, [app.idAppType, token, navigate, onFailed]);
  return <FullPageMessage busy>{messages.redirecting}</FullPageMessage>;
}
