// Dispatch: look the type up in the injected registry, check each item against the renderer's
// schema, and render lazily inside Suspense and an error boundary. Knows no concrete renderer.
import { createElement, Suspense, useMemo, type ReactNode } from 'react';
import type { ContentItem, DesignFormat, MenuSection } from '../generated/types';
import { messages } from '../i18n/messages';
import { useEngine } from './context';
import { ErrorBoundary } from './ErrorBoundary';
import { UnknownType } from './fallbacks';
import { validateItems } from './items';
import { lazyRenderer } from './lazy';
import type { Registry, TypeKey } from './registry';
import { Loading } from './Loading';

// Registries hold renderers of many prop types; dispatch only forwards what the entry asked for.
function Rendered({ registry, type, props }: { registry: Registry<never>; type: TypeKey; props: object }) {
  const { preview } = useEngine();
  const entry = registry.get(type);
  if (!entry) return null;
  return (
    <ErrorBoundary resetKey={props} preview={preview}>
      {/* lazyRenderer caches one component per loader, so its identity is stable across renders. */}
      <Suspense fallback={<Loading />}>{createElement(lazyRenderer(entry.load), props)}</Suspense>
    </ErrorBoundary>
  );
}

export interface SectionProps {
  section: MenuSection;
  format: DesignFormat;
  /** The raw items the screen loaded (menu options or content list); checked here one by one. */
  items: readonly unknown[];
}

export function Section({ section, format, items }: SectionProps) {
  const { sections, validate, preview } = useEngine();
  const entry = sections.get(section.idSectionType);
  const checked = useMemo(
    () => (entry ? validateItems(validate, entry.itemSchema, items) : []),
    [entry, validate, items],
  );
  if (!entry)
    return <UnknownType preview={preview} text={messages.sectionUnavailable} type={section.idSectionType} />;
  return (
    <Rendered
      registry={sections as Registry<never>}
      type={section.idSectionType}
      props={{ section, format, items: checked }}
    />
  );
}

export function HomeLayout({ homeType, section, format, items }: SectionProps & { homeType: string }) {
  const { homeLayouts, validate, preview } = useEngine();
  const entry = homeLayouts.get(homeType);
  const checked = useMemo(
    () => (entry ? validateItems(validate, entry.itemSchema, items) : []),
    [entry, validate, items],
  );
  if (!entry) return <UnknownType preview={preview} text={messages.sectionUnavailable} type={homeType} />;
  return (
    <Rendered
      registry={homeLayouts as Registry<never>}
      type={homeType}
      props={{ section, format, items: checked as never }}
    />
  );
}

export function Block({
  block,
  elements,
}: {
  block: { blockType: string } & Record<string, unknown>;
  elements: readonly unknown[];
}) {
  const { blocks, validate, preview } = useEngine();
  const entry = blocks.get(block.blockType);
  const checked = useMemo(
    () => (entry ? validateItems(validate, entry.itemSchema, elements) : []),
    [entry, validate, elements],
  );
  if (!entry)
    return (
      <UnknownType preview={preview} text={messages.unknownBlock(block.blockType)} type={block.blockType} />
    );
  return (
    <Rendered registry={blocks as Registry<never>} type={block.blockType} props={{ block, items: checked }} />
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
  const { contents, preview } = useEngine();
  if (!contents) throw new Error('<ContentViewer> needs an engine with its contents registry');
  if (!contents.get(item.idContentType))
    return <UnknownType preview={preview} text={unknownText} type={item.idContentType} />;
  return (
    <Rendered registry={contents as Registry<never>} type={item.idContentType} props={{ item, idSection }} />
  );
}
