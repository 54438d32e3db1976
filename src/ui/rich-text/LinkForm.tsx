// The editor's link box: a labelled address field, "Aplicar link", "Remover link" on a link, and
// "Cancelar". The address must be http(s):// or www (content-app.md 5), else 'Formato de url inválido'
// shows under the field, is announced (role="alert") and the field keeps the focus and its text.
// Enter applies and Escape cancels here, never submitting the form around the editor.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { richTextMessages as text } from '../../i18n/rich-text';
import { editorLinkAddress } from '../../shared-rules/rich-text';
import * as css from './RichTextEditor.css';

interface Props {
  /** The link's address when the caret is on one. */
  initial: string;
  onApply: (href: string, typed: string) => void;
  onRemove?: () => void;
  onCancel: () => void;
}

export function LinkForm({ initial, onApply, onRemove, onCancel }: Props) {
  const id = useId();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  function apply() {
    const href = editorLinkAddress(address);
    if (!href) {
      setError(text.invalidLink);
      input.current?.focus();
      return;
    }
    onApply(href, address.trim());
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className={css.linkForm} role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-address`} className={css.linkLabel}>
        {text.linkAddress}
      </label>
      <input
        ref={input}
        id={`${id}-address`}
        type="text"
        inputMode="url"
        autoComplete="url"
        className={css.linkInput}
        value={address}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(undefined);
        }}
        onKeyDown={keyDown}
      />
      <p id={`${id}-hint`} className={css.hint}>
        {text.linkHint}
      </p>
      <p id={`${id}-error`} role="alert" className={css.error}>
        {error ?? ''}
      </p>
      <div className={css.linkActions}>
        <button type="button" className={css.tool} onClick={apply}>
          {text.applyLink}
        </button>
        {onRemove ? (
          <button type="button" className={css.tool} onClick={onRemove}>
            {text.removeLink}
          </button>
        ) : null}
        <button type="button" className={css.tool} onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </div>
  );
}
