import { messages } from '../i18n/messages';

export function Loading({ text = messages.loading }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" data-loading="">
      {text}
    </div>
  );
}
