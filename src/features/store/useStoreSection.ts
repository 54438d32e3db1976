import { useSearchParams } from 'react-router-dom';
import { useMenuData } from '../../session';
import { MY_PRODUCTS_TAB, storeHomePath } from '../../paths/paths';
import { idFromQuery, storeSectionOf } from './paths';

/** The store section the screen belongs to (?idSection=, else the menu's), and its home's path. */
export function useStoreSection() {
  const [search] = useSearchParams();
  const fromQuery = idFromQuery(search, 'idSection');
  const section = storeSectionOf(useMenuData()?.menu, fromQuery);
  return {
    idSection: section?.idSection ?? fromQuery,
    homePath: storeHomePath(section),
    myProductsPath: storeHomePath(section, MY_PRODUCTS_TAB),
  };
}
