// Tenant from the host: POST /app/details/ {bucket: host}, then the theme, title, favicon and
// manifest follow it. No match (or no answer): "Nenhuma aplicação correspondente a URL".
import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { tenantQuery } from '../../api/tenant';
import { runtimeConfig } from '../../api/instance';
import { messages } from '../../i18n/messages';
import { applyTheme } from '../../theme/apply';
import { tenantTokens } from '../../theme/tokens';
import { useMenuData } from '../../session';
import { designFor, homeSection } from '../../theme/design';
import { applyTenantHead } from './head';
import { TenantContext } from '../../session/tenant';
import { FullPageMessage } from '../../ui/FullPageMessage';

export function TenantGate({ children }: { children: ReactNode }) {
  const query = useQuery(tenantQuery(window.location.hostname));
  const app = query.data;
  const menuData = useMenuData();
  const homeFormat = useMemo(
    () => (menuData ? designFor(menuData.design, homeSection(menuData.menu)?.idSection) : {}),
    [menuData],
  );

  useEffect(() => {
    if (!app) return;
    applyTheme(document.documentElement, tenantTokens(app, homeFormat));
    applyTenantHead(app, runtimeConfig().apiBaseUrl);
  }, [app, homeFormat]);

  // No tenant here: the tab says so too, instead of index.html's 'Carregando...'.
  const notFound = !query.isPending && !app;
  useEffect(() => {
    if (notFound) document.title = messages.appNotFound;
  }, [notFound]);

  if (query.isPending) return <FullPageMessage busy>{messages.loadingApp}</FullPageMessage>;
  if (!app) return <FullPageMessage>{messages.appNotFound}</FullPageMessage>;
  return <TenantContext.Provider value={app}>{children}</TenantContext.Provider>;
}
