// /{slug}/{idSection}: the section of the menu, dispatched by its type. Its items come from the
// section's own menu options or from GET /content/list/{idSection}, as the registration says.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { DesignFormat, MenuSection } from '../../generated/types';
import { Section, useEngine } from '../../engine';
import { sectionContentQuery } from '../../api/content';
import { useMenuData } from '../../session';
import { NO_ITEMS, designFor } from '../../theme/design';
import { Loaded } from '../../ui/loaded';
import { NotFound } from '../../ui/NotFound';
import { useSectionThemeStyle } from '../../ui/section-theme';
import * as css from '../../ui/section-page.css';

/**
 * An id that is no section of the menu (or no number) is an address of nothing: the catch-all's
 * page. "Seção não disponível" is for a section the menu has whose type no renderer draws
 * (content-app.md 2.5), which the dispatcher shows.
 */
export function SectionScreen() {
  const { idSection } = useParams();
  const menuData = useMenuData();
  // Digits only: Number() would also read '0x3', '3.0' or ' 3' as section 3.
  const id = /^\d+$/.test(idSection ?? '') ? Number(idSection) : Number.NaN;
  const section = menuData?.menu.find((entry) => entry.idSection === id);
  if (!section) return <NotFound />;
  return <SectionPage section={section} />;
}

export function SectionPage({ section, heading = true }: { section: MenuSection; heading?: boolean }) {
  const menuData = useMenuData();
  const format = designFor(menuData?.design ?? NO_ITEMS, section.idSection);
  const style = useSectionThemeStyle(format);
  const { sections } = useEngine();
  const source = sections.get(section.idSectionType)?.data.from;

  let body;
  if (source === 'content-list')
    body = (
      <Loaded subject={`seção ${section.idSection}`}>
        <ContentListSection section={section} format={format} />
      </Loaded>
    );
  else {
    // 'self' renderers page or search through their own data hooks.
    const items = source === 'menu-options' ? (section.menuOption ?? NO_ITEMS) : NO_ITEMS;
    body = <Section section={section} format={format} items={items} />;
  }
  return (
    <section
      className={css.section}
      style={style}
      aria-labelledby={`section-title-${section.idSection}`}
      data-section-type={section.idSectionType}
    >
      <h1 id={`section-title-${section.idSection}`} className={heading ? css.title : 'visually-hidden'}>
        {section.name}
      </h1>
      {body}
    </section>
  );
}

/** A section drawn from GET /content/list/{idSection}, read inside the section's <Loaded>. */
function ContentListSection({ section, format }: { section: MenuSection; format: DesignFormat }) {
  const list = useSuspenseQuery(sectionContentQuery(section.idSection));
  return <Section section={section} format={format} items={list.data.content} />;
}
