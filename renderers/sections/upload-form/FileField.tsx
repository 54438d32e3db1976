// The file of the form: the native file input (keyboard and screen readers know it), the accepted
// formats, and the chosen file with its icon, kind and size, or why it cannot be sent.
import type { Ref } from 'react';
import { checkUploadFormat, fileNameExtension, uploadAccept } from '../../../src/shared-rules/upload-formats';
import { sectionMessages } from '../../../src/i18n/sections';
import { formatFileSize } from '../../../src/i18n/fileSize';
import { uploadsMessages as m } from '../../../src/i18n/uploads';
import { fileKindOfExtension } from '../../../src/ui/fileType';
import { FileIcon } from '../../../src/ui/file-icon';
import { UPLOAD_MAX_MEGABYTES } from './schema';
import * as css from './styles.css';

interface Props {
  id: string;
  file: File | null;
  error: string | undefined;
  busy: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}

export function FileField({ id, file, error, busy, inputRef, onChange }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {m.fileLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="fileData"
        type="file"
        accept={uploadAccept}
        className={css.fileInput}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, file ? chosenId : '', error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={hintId} className={css.hint}>
        {m.formatHintLabel} <span>{m.formatHint}</span>. {m.sizeHint(UPLOAD_MAX_MEGABYTES)}
      </p>
      {file ? <ChosenFile id={chosenId} file={file} busy={busy} onRemove={() => onChange(null)} /> : null}
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ChosenFile({
  id,
  file,
  busy,
  onRemove,
}: {
  id: string;
  file: File;
  busy: boolean;
  onRemove: () => void;
}) {
  const extension = fileNameExtension(file.name) ?? '';
  const valid = checkUploadFormat(file.name, file.type).ok;
  const kind = valid ? fileKindOfExtension(extension) : 'invalid';
  const kindLabel = valid ? sectionMessages.fileKind[fileKindOfExtension(extension)] : m.invalidKind;
  return (
    <div className={valid ? css.chosen : css.chosenInvalid} data-file-kind={kind}>
      <FileIcon kind={kind} extension={extension} />
      <p id={id} className={css.chosenText}>
        <span className={css.chosenName}>{file.name}</span>
        <span className={css.hint}>{m.fileKindLabel(kindLabel, formatFileSize(file.size))}</span>
      </p>
      <button type="button" className={css.removeButton} onClick={onRemove} disabled={busy}>
        {m.removeFile}
      </button>
    </div>
  );
}
