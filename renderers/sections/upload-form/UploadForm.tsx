// The upload form (content-app.md 2.6, 4, 5, 8): title, description and a file; idle, submitting
// ("AGUARDE..." and the upload's progress), then success (form cleared) or an error dialog that keeps
// what was typed. A second submit while one is in flight is ignored.
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from '../../../src/forms/useForm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MenuSection } from '../../../src/generated/types';
import { sendUserContent, type UserContentUpload } from '../../../src/api/uploads';
import { userUploadKeys } from '../../../src/api/user-uploads';
import { messages } from '../../../src/i18n/messages';
import { uploadsMessages as m } from '../../../src/i18n/uploads';
import { Modal } from '../../../src/ui/Modal';
import { RichTextEditor } from '../../../src/ui/rich-text';
import { sectionPath } from '../../../src/paths/paths';
import { FileField } from './FileField';
import { uploadFailureMessage } from './failure';
import { fieldOrder, uploadFormSchema, type UploadFormField, type UploadFormValues } from './schema';
import * as css from './styles.css';

const EMPTY: UploadFormValues = { title: '', description: '', file: null };

export function UploadForm({ section }: { section: MenuSection }) {
  const id = useId();
  // Until a first submit only a chosen file is judged (no need to press ENVIAR to learn it is of the
  // wrong kind); after it every message follows the values, so one goes as soon as it is fixed.
  const form = useForm({ initial: EMPTY, schema: uploadFormSchema, fields: fieldOrder });
  const { values } = form;
  const [percent, setPercent] = useState<number | undefined>();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A ref, not state: a double click lands before React has drawn "AGUARDE...".
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement | null>(null);
  // One ref function for the editor's whole life: a new one each render would re-attach its root.
  const [descriptionRef] = useState(() => form.ref('description'));
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (payload: UserContentUpload) =>
      sendUserContent(payload, ({ loaded, total }) =>
        setPercent(Math.min(100, Math.round((loaded / total) * 100))),
      ),
  });
  const busy = upload.isPending;
  const list = section.menuOption?.[0];

  // The input keeps its own FileList: emptied by hand when the form forgets the file.
  function clearFileInput() {
    if (fileInput.current) fileInput.current.value = '';
  }

  function change<Field extends UploadFormField>(field: Field, value: UploadFormValues[Field]) {
    form.set(field, value);
    setSent(false);
    if (field === 'file') {
      if (!value) clearFileInput();
      // A removed file says nothing until ENVIAR; a chosen one is judged at once.
      form.touch('file', Boolean(value));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Invalid: every message shows and the first field in error has the focus.
    const valid = form.submit();
    if (!valid?.file) return;
    setSent(false);
    setPercent(undefined);
    inFlight.current = true;
    upload.mutate(
      { idSection: section.idSection, title: valid.title, description: valid.description, file: valid.file },
      {
        onSuccess: (stored) => {
          form.reset(EMPTY);
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

  const errors = {
    title: form.shownError('title'),
    description: form.shownError('description'),
    file: form.shownError('file'),
  };
  const describedBy = (field: UploadFormField) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <>
      <form className={css.form} noValidate onSubmit={submit} aria-busy={busy}>
        <div className={css.field}>
          <label htmlFor={`${id}-title`} className={css.label}>
            {m.titleLabel}
          </label>
          <input
            ref={form.ref('title')}
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
          {/* Names the editor (aria-labelledby): a contenteditable cannot be a <label>'s control. */}
          <span id={`${id}-description-label`} className={css.label}>
            {m.descriptionLabel}
          </span>
          {/* The editor's chunk loads with the form; until then a box of the same size holds its place. */}
          <Suspense fallback={<div className={css.editorPlaceholder} />}>
            <RichTextEditor
              id={`${id}-description`}
              labelId={`${id}-description-label`}
              value={values.description}
              onChange={(html) => change('description', html)}
              readOnly={busy}
              required
              invalid={Boolean(errors.description)}
              describedBy={describedBy('description')}
              editableRef={descriptionRef}
            />
          </Suspense>
          <FieldError id={describedBy('description')} text={errors.description} />
        </div>
        <FileField
          id={`${id}-file`}
          file={values.file}
          error={errors.file}
          busy={busy}
          inputRef={(element) => {
            fileInput.current = element;
            form.ref('file')(element);
          }}
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
