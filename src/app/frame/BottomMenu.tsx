import { NavLink } from 'react-router-dom';
import type { MenuSection } from '../../generated/types';
import { messages } from '../../i18n/messages';
import { sectionPath } from '../../paths/paths';
import * as css from './frame.css';

const MAX_ENTRIES = 5;

/** The home plus the sections flagged for the bottom menu (or the first ones when none is). */
function bottomMenuSections(menu: readonly MenuSection[]): MenuSection[] {
  const [, ...rest] = menu;
  const flagged = rest.filter((section) => section.showInBottomMenu);
  return (flagged.length ? flagged : rest).slice(0, MAX_ENTRIES - 1);
}

/** The section's own icon, or the menu's drawing for its kind of screen (frame.css: bottomFallbackIcon). */
function EntryIcon({ icon, kind }: { icon: string | undefined; kind: number | 'home' }) {
  return icon ? (
    <img src={icon} alt="" width={20} height={20} className={css.bottomIcon} />
  ) : (
    <span aria-hidden="true" className={css.bottomFallbackIcon} data-kind={kind} />
  );
}

export function BottomMenu({ menu }: { menu: readonly MenuSection[] }) {
  return (
    <nav className={css.bottomMenu} aria-label={messages.mainNavigation} data-testid="bottom-menu">
      <NavLink to="/" end className={css.bottomLink}>
        <EntryIcon icon={menu[0]?.icon} kind="home" />
        <span className={css.bottomLabel}>{messages.home}</span>
      </NavLink>
      {bottomMenuSections(menu).map((section) => (
        <NavLink
          key={section.idSection}
          to={sectionPath(section.name, section.idSection)}
          className={css.bottomLink}
        >
          <EntryIcon icon={section.icon} kind={section.idSectionType} />
          <span className={css.bottomLabel}>{section.name}</span>
        </NavLink>
      ))}
    </nav>
  );
}
