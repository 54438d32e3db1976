// Which section the frame is showing, from the route: the home, /{slug}/{idSection}, or
// /content/{id}?idSection={id}.
import { useLocation, useMatch } from 'react-router-dom';
import type { MenuSection } from '../../generated/types';
import { routes } from '../../paths/paths';
import { homeSection } from '../../theme/design';

export function useCurrentSectionId(menu: readonly MenuSection[]): number | undefined {
  const location = useLocation();
  const sectionMatch = useMatch(routes.section.pattern);
  if (location.pathname === '/') return homeSection(menu)?.idSection;
  const fromQuery = Number(new URLSearchParams(location.search).get('idSection'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const fromPath = Number(sectionMatch?.params.idSection);
  return Number.isInteger(fromPath) && fromPath > 0 ? fromPath : undefined;
}
