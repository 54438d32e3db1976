// The editor's limit (content-app.md 5: "max length 500 by default"): a root transform that refuses
// what would pass it. Typing at the limit puts the previous state back; text that would pass it is
// refused where it went into existing text (Lexical puts that text back) and cut to what fits, from
// the caret back, where it made new text. Lexical counts text as its getTextContentSize does
// (a paragraph break is two characters), never less than the server counts, so the server never
// refuses what the editor allowed.
import { $trimTextContentFromAnchor } from '@lexical/selection';
import { $restoreEditorState } from '@lexical/utils';
import { $getSelection, $isRangeSelection, RootNode, type EditorState, type LexicalEditor } from 'lexical';

export function registerMaxLength(editor: LexicalEditor, max: number): () => void {
  let lastRestored: EditorState | undefined;
  return editor.registerNodeTransform(RootNode, (root) => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || !selection.isCollapsed()) return;
    const previous = editor.getEditorState();
    const before = previous.read(() => root.getTextContentSize());
    const now = root.getTextContentSize();
    if (before === now) return;
    const over = now - max;
    if (over <= 0) return;
    if (before === max && lastRestored !== previous) {
      lastRestored = previous;
      $restoreEditorState(editor, previous);
    } else {
      $trimTextContentFromAnchor(editor, selection.anchor, over);
    }
  });
}
