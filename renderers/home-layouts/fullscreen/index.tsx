// Home layout "fullscreen" (content-app.md 2.1): each option fills the screen between the top bar
// and the bottom menu; the list snaps one option at a time.
import type { HomeLayoutProps } from '../../../src/engine';
import { OptionList } from '../../../src/ui/cards';
import * as css from './styles.css';

export default function Fullscreen({ items }: HomeLayoutProps) {
  return <OptionList items={items} className={css.screens} itemClassName={css.screen} fill />;
}
