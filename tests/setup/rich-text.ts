// Typing into the Lexical editor in jsdom: jsdom sends no beforeinput events, so the text goes in
// through the editor's own API at the caret, as a keystroke would (the limit's transform runs).
import { act } from '@testing-library/react';
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  getNearestEditorFromDOMNode,
  type LexicalEditor,
} from 'lexical';

export function editorOf(element: HTMLElement): LexicalEditor {
  const editor = getNearestEditorFromDOMNode(element);
  if (!editor) throw new Error('not a Lexical editor root');
  return editor;
}

/** Types `text` at the end of the editor's content. */
export function typeInEditor(element: HTMLElement, text: string) {
  const editor = editorOf(element);
  act(() =>
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(text);
        else $getRoot().selectEnd().insertText(text);
      },
      { discrete: true },
    ),
  );
}

/** Selects the editor's whole text (to format it or make it a link). */
export function selectAllInEditor(element: HTMLElement) {
  const editor = editorOf(element);
  act(() => editor.update(() => void $getRoot().select(0, $getRoot().getChildrenSize()), { discrete: true }));
}
