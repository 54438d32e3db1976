// The evidence's file input (learning-area.md 5): optional; a chosen file is checked at once (type by
// content, at most 5MB) and its message shown under the field; an evidence already stored shows its
// name and can be removed.
import { useId, useState, type Ref } from 'react';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import { evidenceAccept } from '../../../shared-rules/external-course-evidence';
import * as buttons from '../../../ui/buttons.css';
import { checkChosenFile, type Evidence } from './evidence';
import * as css from './externalCourses.css';

interface Props {
  evidence: Evidence;
  onChange: (evidence: Evidence, problem: string | undefined) => void;
  /** The chosen file's problem, or the upload's failure. */
  error?: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

export function EvidenceField({ evidence, onChange, error, disabled, inputRef }: Props) {
  const id = useId();
  // A new key empties the native input after a removal.
  const [inputKey, setInputKey] = useState(0);
  return (
    <div className={`${css.field} ${css.wide}`}>
      <label htmlFor={id} className={css.label}>
        {text.evidence} <span className={css.hint}>{text.optional}</span>
      </label>
      {evidence.kind === 'stored' ? (
        <div className={css.evidenceRow}>
          <span>
            {text.currentEvidence}: <span className={css.fileName}>{evidence.fileName}</span>
          </span>
          <button
            type="button"
            className={buttons.secondary}
            disabled={disabled}
            onClick={() => {
              setInputKey((key) => key + 1);
              onChange({ kind: 'none' }, undefined);
            }}
          >
            {text.removeEvidence}
          </button>
        </div>
      ) : null}
      <input
        key={inputKey}
        ref={inputRef}
        id={id}
        type="file"
        className={css.input}
        accept={evidenceAccept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return onChange({ kind: 'none' }, undefined);
          void checkChosenFile(file).then((problem) => onChange({ kind: 'chosen', file }, problem));
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
