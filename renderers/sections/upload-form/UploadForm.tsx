// The upload form (content-app.md 2.6, 4, 5, 8): title, description and a file; idle, submitting
// ("AGUARDE..." and the upload's progress), then success (form cleared) or an error dialog that keeps
// what was typed. A second submit while one is in flight is ignored.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MenuSection } from '../../../src/generated/types';
import { sendUserContent, type UserContentUpload } from '../../../src/api/uploads';
import { userUploadKeys } from '../../../src/api/user-uploads';
import { messages } from '../../../src/i18n/messages';
import { uploadsMessages as m } from '../../../src/i18n/uploads';
import { Modal } from '../../../src/ui/Modal';
import { sectionPath } from '../../../src/ui/slug';
import { FileField } from './FileField';
import { uploadFailureMessage } from './failure';
import {
  checkUploadForm,
  fieldOrder,
  fileProblem,
  type UploadFormErrors,
  type UploadFormField,
  type UploadFormValues,
} from './schema';
import * as css from './styles.css';

const EMPTY: UploadFormValues = { title: '', description: '', file: null };

export function UploadForm({ section }: { section: MenuSection }) {
  const id = useId();
  const [values, setValues] = useState<UploadFormValues>(EMPTY);
  const [errors, setErrors] = useState<UploadFormErrors>({});
  // After a first submit every change re-checks the form, so a message goes as soon as it is fixed.
  const [checked, setChecked] = useState(false);
  const [percent, setPercent] = useState<number | undefined>();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A ref, not state: a double click lands before React has drawn "AGUARDE...".
  const inFlight = useRef(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (form: UserContentUpload) =>
      sendUserContent(form, ({ loaded, total }) =>
        setPercent(Math.min(100, Math.round((loaded / total) * 100))),
      ),
  });
  const busy = upload.isPending;
  const list = section.menuOption?.[0];

  // The input keeps its own FileList: emptied by hand when the form forgets the file.
  function clearFileInput() {
    if (fileInput.current) fileInput.current.value = '';
  }

  function focusField(field: UploadFormField) {
    const input = field === 'title' ? titleInput : field === 'description' ? descriptionInput : fileInput;
    input.current?.focus();
  }

  function change<Field extends UploadFormField>(field: Field, value: UploadFormValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    setSent(false);
    if (field === 'file' && !value) clearFileInput();
    if (checked) setErrors(errorsOf(next));
    // A chosen file is judged at once: no need to press ENVIAR to learn it is of the wrong kind.
    else if (field === 'file') setErrors({ ...errors, file: value ? fileProblem(value as File) : undefined });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setChecked(true);
    const result = checkUploadForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(fieldOrder.find((field) => result.errors[field]) ?? 'title');
      return;
    }
    setErrors({});
    setSent(false);
    setPercent(undefined);
    inFlight.current = true;
    upload.mutate(
      { idSection: section.idSection, ...result.values },
      {
        onSuccess: (stored) => {
          setValues(EMPTY);
          setChecked(false);
          clearFileInput();
          setSent(true);
          const idList = stored?.idSection ?? list?.sectionTo;
          if (idList) void queryClient.invalidateQueries({ queryKey: userUploadKeys.list(idList) });
        },
        onError: (error) => setFailure(uploadFailureMessage(error)),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const describedBy = (field: UploadFormField) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <>
      <form className={css.form} noValidate onSubmit={submit} aria-busy={busy}>
        <div className={css.field}>
          <label htmlFor={`${id}-title`} className={css.label}>
            {m.titleLabel}
          </label>
          <input
            ref={titleInput}
            id={`${id}-title`}
            name="title"
            className={css.input}
            value={values.title}
            readOnly={busy}
            maxLength={UPLOAD_TITLE_INPUT_MAX}
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title')}
            onChange={(event) => change('title', event.target.value)}
          />
          <FieldError id={describedBy('title')} text={errors.title} />
        </div>
        <div className={css.field}>
          <label htmlFor={`${id}-description`} className={css.label}>
            {m.descriptionLabel}
          </label>
          <textarea
            ref={descriptionInput}
            id={`${id}-description`}
            name="description"
            className={css.textarea}
            value={values.description}
            readOnly={busy}
            aria-required="true"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('description')}
            onChange={(event) => change('description', event.target.value)}
          />
          <FieldError id={describedBy('description')} text={errors.description} />
        </div>
        <FileField
          id={`${id}-file`}
          file={values.file}
          error={errors.file}
          busy={busy}
          inputRef={fileInput}
          onChange={(file) => change('file', file)}
        />
        {busy ? <UploadProgress percent={percent} /> : null}
        <button type="submit" className={css.submit} aria-disabled={busy || undefined}>
          {busy ? m.submitting : m.submit}
        </button>
        <div className={css.result}>
          <p role="status" className={css.success}>
            {sent ? m.sent : ''}
          </p>
          {sent && list ? (
            <Link to={sectionPath(list.text, list.sectionTo)} className={css.listLink}>
              {m.seeUploads(list.text)}
            </Link>
          ) : null}
        </div>
      </form>
      <Modal open={failure !== null} onClose={() => setFailure(null)} title={m.errorTitle} role="alertdialog">
        <p className={css.dialogText}>{failure}</p>
        <button type="button" className={css.dialogClose} onClick={() => setFailure(null)}>
          {messages.close}
        </button>
      </Modal>
    </>
  );
}

/** A little over the limit, so a pasted long title is cut visibly and the message says why. */
const UPLOAD_TITLE_INPUT_MAX = 250;

function errorsOf(values: UploadFormValues): UploadFormErrors {
  const result = checkUploadForm(values);
  return result.ok ? {} : result.errors;
}

function FieldError({ id, text }: { id: string | undefined; text: string | undefined }) {
  return text ? (
    <p id={id} className={css.error}>
      {text}
    </p>
  ) : null;
}

function UploadProgress({ percent }: { percent: number | undefined }) {
  return (
    <div className={css.progress}>
      <progress className={css.progressBar} max={100} value={percent} aria-label={m.progress} />
      {percent === undefined ? null : <p className={css.hint}>{m.progressOf(percent)}</p>}
    </div>
  );
}
