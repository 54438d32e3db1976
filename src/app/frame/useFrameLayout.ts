import { useMenuData } from '../../session';
import { NO_ITEMS, designFor, frameFlags } from '../../theme/design';
import { useCurrentSectionId } from './currentSection';

/** What both page frames draw from: the menu, the section on screen and its design's frame flags. */
export function useFrameLayout() {
  const menuData = useMenuData();
  const menu = menuData?.menu ?? NO_ITEMS;
  const idSection = useCurrentSectionId(menu);
  const flags = frameFlags(designFor(menuData?.design ?? NO_ITEMS, idSection));
  return { menu, idSection, flags };
}
