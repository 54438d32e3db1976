// The editor's HTML in and out. Out: Lexical's HTML held to the shared rich-text profile in the
// browser's DOMPurify (src/shared-rules/rich-text.ts): what the form keeps and sends is what the
// server will store. In: a stored or kept value parsed back into Lexical nodes, inline ones wrapped
// in a paragraph (the root holds blocks only).
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import DOMPurify from 'dompurify';
import {
  $createParagraphNode,
  $getRoot,
  $isElementNode,
  $isDecoratorNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { cleanRichText, RICH_TEXT_MAX_LENGTH, type RichTextPurifier } from '../../shared-rules/rich-text';

// A fresh instance: the app's shared one carries src/ui/safe-html's link hook.
let purifier: RichTextPurifier | undefined;
const richTextPurifier = () => (purifier ??= DOMPurify(window) as unknown as RichTextPurifier);

/** Clean HTML of the editor's content; '' when nothing is left to read (an empty form field). */
export function $editorHtml(editor: LexicalEditor, max = RICH_TEXT_MAX_LENGTH): string {
  const clean = cleanRichText(richTextPurifier(), $generateHtmlFromNodes(editor, null), max);
  return clean.empty ? '' : clean.html;
}

/** Puts `html` in place of the editor's content (inside editor.update). */
export function $setEditorHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  const dom = new DOMParser().parseFromString(html, 'text/html');
  let paragraph: ReturnType<typeof $createParagraphNode> | undefined;
  for (const node of $generateNodesFromDOM(editor, dom) as LexicalNode[]) {
    const block = ($isElementNode(node) && !node.isInline()) || $isDecoratorNode(node);
    if (block) {
      paragraph = undefined;
      root.append(node);
    } else {
      if (!paragraph) root.append((paragraph = $createParagraphNode()));
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
