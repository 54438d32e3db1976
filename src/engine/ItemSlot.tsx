// What a renderer maps its items through: a valid item is drawn inside its own error boundary,
// an invalid one shows the fallback in its place, so one bad item never blanks the list.
import type { ReactNode } from 'react';
import { messages } from '../i18n/messages';
import { useEngine } from './context';
import { ErrorBoundary } from './ErrorBoundary';
import { InvalidData } from './fallbacks';
import type { ItemResult } from './items';

export function ItemSlot<T>({ item, children }: { item: ItemResult<T>; children: (value: T) => ReactNode }) {
  const { preview } = useEngine();
  if (!item.ok)
    return (
      <InvalidData
        preview={preview}
        subject={`item ${item.index + 1}`}
        issues={item.issues}
        raw={item.raw}
        politeText={messages.itemUnavailable}
      />
    );
  return (
    <ErrorBoundary resetKey={item.value} preview={preview}>
      {children(item.value)}
    </ErrorBoundary>
  );
}
