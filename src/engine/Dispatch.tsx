// Dispatch: look the type up in the injected registry, let the registration check its payload and items, and
// render lazily inside Suspense and an error boundary. One dispatcher for every kind; the named
// components below only say which registry and which fallback text. Knows no concrete renderer.
import { Suspense, type ReactNode } from 'react';
import type { ContentItem } from '../generated/types';
import { messages } from '../i18n/messages';
import { useEngine } from './context';
import { ErrorBoundary } from './ErrorBoundary';
import { InvalidData, UnknownType } from './fallbacks';
import type { PayloadFailure, Registry, TypeKey } from './registry';
import { Loading } from './Loading';
import type { SectionPayload } from './props';

export const NO_ITEMS: readonly unknown[] = [];

export function Dispatch<Payload>({
  registry,
  type,
  payload,
  items = NO_ITEMS,
  unknownText,
}: {
  registry: Registry<Payload>;
  type: TypeKey;
  payload: Payload;
  /** The raw items the screen loaded; the registration checks them one by one. */
  items?: readonly unknown[];
  /** What the learner reads when no renderer draws this type. */
  unknownText: string;
}): ReactNode {
  const { preview } = useEngine();
  const entry = registry.get(type);
  if (!entry) return <UnknownType preview={preview} text={unknownText} type={type} />;
  const { Renderer } = entry;
  // The registration checks the payload's part against its schema and shows this in its place.
  const invalid = ({ issues, raw }: PayloadFailure) => (
    <InvalidData
      preview={preview}
      subject={`${registry.kind} ${JSON.stringify(type)}`}
      issues={issues}
      raw={raw}
      politeText={messages.itemUnavailable}
    />
  );
  return (
    <ErrorBoundary resetKey={payload} preview={preview}>
      <Suspense fallback={<Loading />}>
        <Renderer payload={payload} items={items} invalid={invalid} />
      </Suspense>
    </ErrorBoundary>
  );
}

export interface SectionProps extends SectionPayload {
  /** The raw items the screen loaded (menu options or content list); checked here one by one. */
  items: readonly unknown[];
}

export function Section({ section, format, items }: SectionProps) {
  const { sections } = useEngine();
  return (
    <Dispatch
      registry={sections}
      type={section.idSectionType}
      payload={{ section, format }}
      items={items}
      unknownText={messages.sectionUnavailable}
    />
  );
}

export function HomeLayout({ homeType, section, format, items }: SectionProps & { homeType: string }) {
  const { homeLayouts } = useEngine();
  return (
    <Dispatch
      registry={homeLayouts}
      type={homeType}
      payload={{ section, format }}
      items={items}
      unknownText={messages.sectionUnavailable}
    />
  );
}

/** `unknownText` differs by area: "No content type" (content app) or the learning area's text. */
export function ContentViewer({
  item,
  idSection,
  unknownText = messages.noContentType,
}: {
  item: ContentItem;
  idSection?: number;
  unknownText?: string;
}): ReactNode {
  const { contents } = useEngine();
  if (!contents) throw new Error('<ContentViewer> needs an engine with its contents registry');
  return (
    <Dispatch
      registry={contents}
      type={item.idContentType}
      payload={{ item, idSection }}
      unknownText={unknownText}
    />
  );
}
