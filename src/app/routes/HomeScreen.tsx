// Home: the first menu section, drawn by the home layout its design names (home.homeType:
// row, mosaic, fullscreen or carousel); without one, by its own section type.
import { HomeLayout } from '../../engine';
import { messages } from '../../i18n/messages';
import { useMenuData } from '../../session';
import { NO_ITEMS, designFor, homeSection } from '../../theme/design';
import { SectionPage } from './SectionScreen';
import { useSectionThemeStyle } from '../../ui/section-theme';
import * as css from '../../ui/section-page.css';

export function HomeScreen() {
  const menuData = useMenuData();
  const section = homeSection(menuData?.menu ?? NO_ITEMS);
  const format = designFor(menuData?.design ?? NO_ITEMS, section?.idSection);
  const style = useSectionThemeStyle(format);
  if (!section) return <p role="status">{messages.noContent}</p>;
  const homeType = format.home?.homeType;
  if (!homeType) return <SectionPage section={section} heading={false} />;
  return (
    <section className={css.section} style={style} aria-label={section.name} data-home-type={homeType}>
      <h1 className="visually-hidden">{section.name}</h1>
      <HomeLayout
        homeType={homeType}
        section={section}
        format={format}
        items={section.menuOption ?? NO_ITEMS}
      />
    </section>
  );
}
