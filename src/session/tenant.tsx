import { createContext, useContext } from 'react';
import type { AppDetails } from '../generated/types';

export const TenantContext = createContext<AppDetails | null>(null);

export function useTenant(): AppDetails {
  const app = useContext(TenantContext);
  if (!app) throw new Error('useTenant needs the TenantGate');
  return app;
}
