// The editor's HTML in and out. Out: the content written as the profile's own tags (p, b, i, u, a,
// br), never through Lexical's HTML export, whose inline style attributes the app's CSP refuses (each
// refusal a violation report), then held to the shared rich-text profile in the browser's DOMPurify
// (src/shared-rules/rich-text.ts): what the form keeps and sends is what the server will store. In: a stored or kept value parsed back into Lexical nodes, inline ones wrapped
// in a paragraph (the root holds blocks only).
import { $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode } from '@lexical/link';
import DOMPurify from 'dompurify';
import {
  $createParagraphNode,
  $getRoot,
  $isElementNode,
  $isDecoratorNode,
  $isLineBreakNode,
  $isTextNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { cleanRichText, RICH_TEXT_MAX_LENGTH, type RichTextPurifier } from '../../shared-rules/rich-text';

// A fresh instance: the app's shared one carries src/ui/safe-html's link hook.
let purifier: RichTextPurifier | undefined;
const richTextPurifier = () => (purifier ??= DOMPurify(window) as unknown as RichTextPurifier);

/** Clean HTML of the editor's content; '' when nothing is left to read (an empty form field). */
export function $editorHtml(max = RICH_TEXT_MAX_LENGTH): string {
  const html = $getRoot()
    .getChildren()
    .map((block) => `<p>${$inlineHtml(block)}</p>`)
    .join('');
  const clean = cleanRichText(richTextPurifier(), html, max);
  return clean.empty ? '' : clean.html;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A node's inline content as the profile's tags. */
function $inlineHtml(node: LexicalNode): string {
  if ($isTextNode(node)) {
    let html = escapeHtml(node.getTextContent());
    if (node.hasFormat('bold')) html = `<b>${html}</b>`;
    if (node.hasFormat('italic')) html = `<i>${html}</i>`;
    if (node.hasFormat('underline')) html = `<u>${html}</u>`;
    return html;
  }
  if ($isLineBreakNode(node)) return '<br>';
  if (!$isElementNode(node)) return escapeHtml(node.getTextContent());
  const inner = node.getChildren().map($inlineHtml).join('');
  return $isLinkNode(node) ? `<a href="${escapeHtml(node.getURL())}">${inner}</a>` : inner;
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
