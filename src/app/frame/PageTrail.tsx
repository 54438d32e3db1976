// The page's breadcrumb trail under the top bar: Início › section › content. Titles are cut at
// 40 characters by the shared Breadcrumbs (content-app.md 2.8).
import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatch } from 'react-router-dom';
import type { MenuSection } from '../../generated/types';
import { contentItemQuery } from '../../api/content';
import { messages } from '../../i18n/messages';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs';
import { routes, sectionPath } from '../../paths/paths';
import * as css from './frame.css';

export function PageTrail({
  menu,
  idSection,
}: {
  menu: readonly MenuSection[];
  idSection: number | undefined;
}) {
  const location = useLocation();
  const contentMatch = useMatch(routes.content.pattern);
  const idContent = Number(contentMatch?.params.idContentItem);
  // The content screen asks for the same item: react-query answers both from one request.
  const content = useQuery({
    ...contentItemQuery(idContent),
    enabled: Number.isInteger(idContent) && idContent > 0,
  });
  if (location.pathname === '/') return null;

  const crumbs: Crumb[] = [{ label: messages.home, to: '/' }];
  const section = menu.find((entry) => entry.idSection === idSection);
  if (section && section !== menu[0])
    crumbs.push({ label: section.name, to: sectionPath(section.name, section.idSection) });
  if (contentMatch && content.data)
    crumbs.push({ label: content.data.text, to: location.pathname + location.search });
  if (crumbs.length < 2) return null;
  return <Breadcrumbs crumbs={crumbs} className={css.trail} />;
}
