// Visible fallbacks: polite spec texts for learners, the full story for designers in preview.
import { messages } from '../i18n/messages';
import type { ValidationIssue } from './validate';
import * as css from './fallbacks.css';

interface InvalidProps {
  preview: boolean;
  /** What failed: "seção 12 (tipo 2)", "item 3"... shown only in preview. */
  subject: string;
  issues: ValidationIssue[];
  raw: unknown;
  /** The learner's text. */
  politeText: string;
}

export function InvalidData({ preview, subject, issues, raw, politeText }: InvalidProps) {
  if (!preview)
    return (
      <div role="status" className={css.polite} data-fallback="invalid">
        {politeText}
      </div>
    );
  return (
    <div role="alert" className={css.designer} data-fallback="invalid">
      <strong>Dados inválidos: {subject}</strong>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.pointer}:${issue.rule}`}>
            <code>{issue.pointer || '/'}</code> — regra <code>{issue.rule}</code>: {issue.message}
          </li>
        ))}
      </ul>
      <details>
        <summary>JSON recebido</summary>
        <pre className={css.raw}>{JSON.stringify(raw, null, 2)}</pre>
      </details>
    </div>
  );
}

export function UnknownType({ preview, text, type }: { preview: boolean; text: string; type: unknown }) {
  return (
    <div role="status" className={css.polite} data-fallback="unknown-type" data-type={String(type)}>
      {text}
      {preview ? <div>Tipo sem renderizador: {JSON.stringify(type)}</div> : null}
    </div>
  );
}

export function RenderFailed({ preview, error }: { preview: boolean; error: Error }) {
  return (
    <div role="alert" className={preview ? css.designer : css.polite} data-fallback="render-error">
      {messages.itemUnavailable}
      {preview ? <pre className={css.raw}>{error.message}</pre> : null}
    </div>
  );
}
