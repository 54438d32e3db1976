// /{slug}/{idSection}: the section of the menu, dispatched by its type. Its items come from the
// section's own menu options or from GET /content/list/{idSection}, as the registration says.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { DesignFormat, MenuSection } from '../../generated/types';
import { Section, useEngine, UnknownType } from '../../engine';
import { sectionContentQuery } from '../../api/content';
import { messages } from '../../i18n/messages';
import { useMenuData } from '../session';
import { NO_ITEMS, designFor } from '../tenant/design';
import { Loaded } from '../../ui/loaded';
import { useSectionThemeStyle } from './sectionTheme';
import * as css from './routes.css';

export function SectionScreen() {
  const { idSection } = useParams();
  const menuData = useMenuData();
  const { preview } = useEngine();
  const section = menuData?.menu.find((entry) => entry.idSection === Number(idSection));
  if (!section) return <UnknownType preview={preview} text={messages.sectionUnavailable} type={idSection} />;
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
