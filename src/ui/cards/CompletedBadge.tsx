import { messages } from '../../i18n/messages';
import * as css from './status.css';

/** Marks a finished item (completed === 1). */
export function CompletedBadge({ className }: { className?: string }) {
  return <span className={className ? `${css.badge} ${className}` : css.badge}>{messages.completed}</span>;
}
