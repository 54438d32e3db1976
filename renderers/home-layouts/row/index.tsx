// Home layout "row" (content-app.md 2.1): the home options stacked as full-width rows, image on
// the left and text on the right, whatever image style each option names.
import type { HomeLayoutProps } from '../../../src/engine';
import { OptionList } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function Row({ items }: HomeLayoutProps) {
  return <OptionList items={items} className={css.rows} imageStyle="hybrid" />;
}
