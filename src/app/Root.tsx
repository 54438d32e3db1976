import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../ui/toast';
import { TenantGate } from './tenant/TenantGate';
import { useOfflineToast } from './useOfflineToast';

export function Root() {
  useOfflineToast();
  return (
    <>
      <TenantGate>
        <Outlet />
      </TenantGate>
      <ToastRegion />
    </>
  );
}
