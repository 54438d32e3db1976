// The rich-text editor, loaded when a form draws it: Lexical stays out of every other chunk.
import { lazy } from 'react';

export const RichTextEditor = lazy(() => import('./RichTextEditor'));
export type { RichTextEditorProps } from './RichTextEditor';
