import { messages } from '../../i18n/messages';
import * as css from './shared.css';

/** "Nenhum conteúdo disponível" (content-app.md 2.5). Drawn with the list, so no live region. */
export function EmptyState({ text = messages.noContent }: { text?: string }) {
  return (
    <p className={css.empty} data-empty="">
      {text}
    </p>
  );
}
