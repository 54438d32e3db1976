// The user menus' entry to the app switch (the learning header's menu, the content app's top bar): shown
// when the login info names more than one app; `dialog` goes beside the entry. The dialog's code loads
// on the first opening and stays mounted after, so closing it gives the focus back like any modal.
import { lazy, Suspense, useState, type ReactElement, type RefObject } from 'react';
import { useMenuData, useSupportOrigin } from '../../session';
import { switchableApps } from './appIcon';

const AppSwitchDialog = lazy(() => import('./AppSwitchDialog'));

export function useAppSwitch(returnFocusTo?: RefObject<HTMLElement | null>): {
  available: boolean;
  open: () => void;
  dialog: ReactElement | null;
} {
  const loginInfo = useMenuData()?.loginInfo;
  const supporting = useSupportOrigin() !== null;
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const apps = switchableApps(loginInfo);
  const dialog =
    loaded && loginInfo ? (
      <Suspense fallback={null}>
        <AppSwitchDialog
          open={opened}
          onClose={() => setOpened(false)}
          apps={apps}
          currentIdApp={loginInfo.idApp}
          supporting={supporting}
          returnFocusTo={returnFocusTo}
        />
      </Suspense>
    ) : null;
  return {
    available: apps.length > 0,
    open: () => {
      setLoaded(true);
      setOpened(true);
    },
    dialog,
  };
}
