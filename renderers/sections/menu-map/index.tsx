// Section type 1: the map of menu options (content-app.md 2.5). Each option is a tile linking to
// /{slug-of-text}/{sectionTo}?idSection={sectionTo}, drawn in its own image style.
import type { SectionRendererProps } from '../../../src/engine';
import type { MenuOption } from '../../../src/generated/types';
import { OptionList } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function MenuMap({ items }: SectionRendererProps<MenuOption>) {
  return <OptionList items={items} className={css.grid} />;
}
