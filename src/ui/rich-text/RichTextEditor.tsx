// The rich-text editor (content-app.md 2.8, 5): bold, italic, underline and links, at most 500
// characters by default with a visible counter, links only to http(s):// or www addresses ('Formato de
// url inválido'). Built on Lexical (Meta's editor: about a third of Tiptap/ProseMirror's gzipped
// weight for this feature set, and an accessible contenteditable with role="textbox"); loaded lazily
// (see ./index.ts), so no screen pays for it before it shows an editor.
//
// The editor is labelled by the form's visible label (labelId), described by its counter and the
// form's error, and takes the form's focus ref. Its value is HTML already held to the shared
// rich-text profile ('' when empty), so the form keeps and sends what the server stores; a value set
// from outside (a reset after sending) replaces the content, one the editor itself emitted does not.
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { $isLinkNode, $toggleLink, $createLinkNode, LinkNode } from '@lexical/link';
import { registerRichText, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  createEditor,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type TextFormatType,
} from 'lexical';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { richTextMessages as text } from '../../i18n/rich-text';
import { RICH_TEXT_MAX_LENGTH } from '../../shared-rules/rich-text';
import { $editorHtml, $setEditorHtml } from './editorHtml';
import { LinkForm } from './LinkForm';
import { registerMaxLength } from './maxLength';
import * as css from './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The editable element's id. */
  id: string;
  /** The id of the visible text that names the field. */
  labelId: string;
  /** Clean HTML ('' for nothing). */
  value: string;
  onChange: (html: string) => void;
  maxLength?: number;
  readOnly?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Ids of the form's own messages (its error). */
  describedBy?: string;
  /** The form's focus ref (the first field in error takes the focus). */
  editableRef?: (element: HTMLElement | null) => void;
}

const FORMATS: [TextFormatType, string][] = [
  ['bold', text.bold],
  ['italic', text.italic],
  ['underline', text.underline],
];

interface Marks {
  formats: Set<TextFormatType>;
  /** The address of the link under the caret, '' when none. */
  link: string;
}

export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  maxLength = RICH_TEXT_MAX_LENGTH,
  readOnly = false,
  invalid = false,
  required = false,
  describedBy,
  editableRef,
}: RichTextEditorProps) {
  const counterId = useId();
  const [editor] = useState(() =>
    createEditor({
      namespace: 'rich-text',
      nodes: [LinkNode, HeadingNode, QuoteNode],
      theme: { paragraph: css.paragraph, link: css.link, text: { underline: css.underline } },
      onError: (error) => console.error('rich-text editor', error),
    }),
  );
  const [count, setCount] = useState(0);
  const [marks, setMarks] = useState<Marks>({ formats: new Set(), link: '' });
  const [linkOpen, setLinkOpen] = useState(false);
  const savedSelection = useRef<BaseSelection | null>(null);
  /** The last value this editor emitted: the same value coming back is not re-imported. */
  const emitted = useRef<string | null>(null);
  const emit = useEffectEvent((html: string) => {
    emitted.current = html;
    if (html !== value) onChange(html);
  });

  const rootRef = useCallback(
    (element: HTMLDivElement | null) => {
      editor.setRootElement(element);
      editableRef?.(element);
    },
    [editor, editableRef],
  );

  useEffect(
    () =>
      mergeRegister(
        registerRichText(editor),
        registerHistory(editor, createEmptyHistoryState(), 300),
        registerMaxLength(editor, maxLength),
        editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
          const { size, html, next } = editorState.read(() => ({
            size: $getRoot().getTextContentSize(),
            html: $editorHtml(maxLength),
            next: marksOf(),
          }));
          setCount(size);
          setMarks(next);
          const changed = dirtyElements.size > 0 || dirtyLeaves.size > 0;
          if (changed && !tags.has('from-value')) emit(html);
        }),
      ),
    [editor, maxLength],
  );

  // The value from outside: the first one, and a reset. Tagged so the update does not echo it back.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.update(() => $setEditorHtml(editor, value), { tag: 'from-value', discrete: true });
  }, [editor, value]);

  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly]);

  function openLink() {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkOpen(true);
  }

  function closeLink() {
    setLinkOpen(false);
    editor.focus();
  }

  function applyLink(href: string, typed: string) {
    editor.update(() => {
      if (savedSelection.current) $setSelection(savedSelection.current.clone());
      const selection = $getSelection();
      if ($isRangeSelection(selection) && !selection.isCollapsed()) {
        $toggleLink(href);
      } else if ($isRangeSelection(selection) && marks.link) {
        // The caret on a link: its address changes, its words stay.
        $toggleLink(href);
      } else {
        // Nothing chosen: the address itself becomes the link's words.
        const link = $createLinkNode(href).append($createTextNode(typed));
        if ($isRangeSelection(selection)) selection.insertNodes([link]);
        else $getRoot().selectEnd().insertNodes([link]);
      }
    });
    closeLink();
  }

  function removeLink() {
    editor.update(() => {
      if (savedSelection.current) $setSelection(savedSelection.current.clone());
      $toggleLink(null);
    });
    closeLink();
  }

  const describedByAll = [counterId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={css.editor}>
      <div role="toolbar" aria-label={text.toolbar} aria-controls={id} className={css.toolbar}>
        {FORMATS.map(([format, label]) => (
          <button
            key={format}
            type="button"
            className={css.tool}
            aria-pressed={marks.formats.has(format)}
            disabled={readOnly}
            // The editor keeps its selection: a click does not take the focus from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className={css.tool}
          aria-pressed={marks.link !== ''}
          aria-expanded={linkOpen}
          disabled={readOnly}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (linkOpen ? closeLink() : openLink())}
        >
          {text.link}
        </button>
      </div>
      {linkOpen ? (
        <LinkForm
          initial={marks.link}
          onApply={applyLink}
          onRemove={marks.link ? removeLink : undefined}
          onCancel={closeLink}
        />
      ) : null}
      <div
        ref={rootRef}
        id={id}
        className={css.area}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedByAll}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-readonly={readOnly || undefined}
        tabIndex={0}
      />
      <p id={counterId} className={css.counter}>
        {text.count(count, maxLength)}
      </p>
      {/* Said once when the limit is reached, not at every key. */}
      <p role="status" className="visually-hidden">
        {count >= maxLength ? text.limitReached(maxLength) : ''}
      </p>
    </div>
  );
}

/** The formats and link at the caret, for the toolbar's pressed states (inside a read). */
function marksOf(): Marks {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { formats: new Set(), link: '' };
  const formats = new Set<TextFormatType>(
    FORMATS.map(([format]) => format).filter((f) => selection.hasFormat(f)),
  );
  const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  return { formats, link: $isLinkNode(link) ? link.getURL() : '' };
}
