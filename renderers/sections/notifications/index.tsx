// Section type 32: the section's items as notifications (content-app.md 2.6): date ("Hoje" today),
// text and description, each opening /messages/{idContentItem}. /messages draws the same list.
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { NotificationList } from '../../../src/ui/notifications';
import * as css from './styles.css';

export default function Notifications({ items }: SectionRendererProps<ContentItem>) {
  return (
    <div className={css.wrapper}>
      <NotificationList items={items} />
    </div>
  );
}
