// A learning page's blocks in order (learning-area.md 2.3), each drawn by the engine's <Block>
// dispatcher: the home's today, a node's page later. One block that fails its checks breaks only
// itself; a page with no blocks says so.
import { useMemo } from 'react';
import { InvalidData, useEngine, validate, type ValidationIssue } from '../engine';
import { Block } from '../engine/Block';
import type { Block as BlockData } from '../generated/types';
import { blockMessages } from '../i18n/blocks';
import { messages } from '../i18n/messages';
import { EmptyState } from './cards/EmptyState';

type Checked = { ok: true; block: BlockData } | { ok: false; issues: ValidationIssue[]; raw: object };

/**
 * The block's own fields (type, id, title, text) against block.json. Its parameters and elements
 * are left to the dispatcher, which checks the parameters against the type's own schema and each
 * element apart, so a bad element or a null parameters hides nothing else.
 */
function checkBlock(raw: object): Checked {
  const { parameters, elements, ...own } = raw as Partial<Record<'parameters' | 'elements', unknown>>;
  const checked = validate('block', own);
  if (!checked.ok) return { ok: false, issues: checked.issues, raw };
  // Typed as the dispatcher reads them; their checks come there, before any renderer sees them.
  return { ok: true, block: { ...checked.value, parameters, elements } as BlockData };
}

/** `blocks` as the server sends them (the response schema checks only that each is an object). */
export function BlockList({ blocks }: { blocks: readonly object[] }) {
  const { preview } = useEngine();
  // Checked once per answer: the dispatcher keeps each block's checks and boundary across renders.
  const checked = useMemo(() => blocks.map(checkBlock), [blocks]);
  if (checked.length === 0) return <EmptyState text={blockMessages.noBlocks} />;
  return checked.map((result, index) =>
    result.ok ? (
      <Block key={result.block.idBlock ?? `at-${index}`} block={result.block} />
    ) : (
      <InvalidData
        key={`invalid-${index}`}
        preview={preview}
        subject={`block ${index + 1}`}
        issues={result.issues}
        raw={result.raw}
        politeText={messages.itemUnavailable}
      />
    ),
  );
}
