import { useMemo } from 'react';
import type { DesignFormat } from '../generated/types';
import { themeStyle } from '../theme/apply';
import { sectionTokens, tenantTokens } from '../theme/tokens';
import { useMenuData } from '../session';
import { designFor, homeSection } from '../theme/design';
import { useTenant } from '../session/tenant';

/** CSS variables of one section's design keys, layered over the tenant's tokens. */
export function useSectionThemeStyle(format: DesignFormat) {
  const app = useTenant();
  const menuData = useMenuData();
  return useMemo(() => {
    const homeFormat = menuData ? designFor(menuData.design, homeSection(menuData.menu)?.idSection) : {};
    return themeStyle(sectionTokens(tenantTokens(app, homeFormat), format));
  }, [app, menuData, format]);
}
