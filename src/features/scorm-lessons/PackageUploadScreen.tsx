// /lms/package/{idContentItem} (issue 22): an admin replaces a SCORM content's package. The zip goes up
// with its progress shown, then the server checks it before storing anything: its pt-BR refusal (a path
// leaving the package, no imsmanifest.xml, a launch file missing, too large...) shows as it comes, and
// the chosen file stays chosen, to send again or replace. Learners open the new package from their next
// lesson on. Reached from the content's lesson cards or its player, where only admins see the link.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { sendScormPackage } from '../../api/learning-scorm';
import type { LearningScormPackageResponse } from '../../generated/types';
import { learningScormMessages as text } from '../../i18n/learning-scorm';
import { useMenuData } from '../../session';
import * as buttons from '../../ui/buttons.css';
import * as fields from '../../ui/formFields.css';
import { ContentUnavailable } from '../../ui/loaded';
import { isAdmin } from '../../ui/redirect/rules';
import * as css from './lessons.css';
import { LiveNote } from '../../ui/LiveNote';

/** What the link to this screen hands it: the content's title and where 'Voltar ao conteúdo' goes. */
export interface PackageScreenState {
  title: string;
  back: string;
}

const stateOf = (state: unknown): Partial<PackageScreenState> =>
  state && typeof state === 'object' ? (state as Partial<PackageScreenState>) : {};

export function PackageUploadScreen() {
  const idContentItem = Number(useParams().idContentItem);
  const { title, back } = stateOf(useLocation().state);
  const admin = isAdmin(useMenuData()?.loginInfo);
  if (!Number.isInteger(idContentItem) || idContentItem <= 0) return <ContentUnavailable />;
  return (
    <article className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text.packageTitle}</h1>
        {title ? <p className={css.fact}>{text.packageOf(title)}</p> : null}
      </header>
      {admin ? (
        <PackageForm idContentItem={idContentItem} />
      ) : (
        <p role="alert" className={css.notice}>
          {text.adminsOnly}
        </p>
      )}
      {back ? (
        <p>
          <Link to={back}>{text.backToContent}</Link>
        </p>
      ) : null}
    </article>
  );
}

type Sending = { step: 'idle' } | { step: 'sending'; percent: number | undefined } | { step: 'checking' };

const isZip = (file: File) => /\.zip$/i.test(file.name);

function PackageForm({ idContentItem }: { idContentItem: number }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>({ step: 'idle' });
  const [stored, setStored] = useState<LearningScormPackageResponse | null>(null);
  const busy = sending.step !== 'idle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = !file ? text.packageRequired : !isZip(file) ? text.packageNotZip : null;
    setFieldError(problem);
    if (problem || !file) return void input.current?.focus();
    setFailure(null);
    setStored(null);
    setSending({ step: 'sending', percent: undefined });
    try {
      const answer = await sendScormPackage(idContentItem, file, ({ loaded, total }) =>
        setSending(
          loaded >= total
            ? { step: 'checking' }
            : { step: 'sending', percent: Math.floor((loaded / total) * 100) },
        ),
      );
      setStored(answer);
      // The lesson cards read the package from the learning queries: forgotten, not only stale, so
      // that the cards never open a lesson of the package replaced while they ask again.
      void queryClient.resetQueries({ queryKey: ['learning'] });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : text.packageFailed);
    } finally {
      setSending({ step: 'idle' });
    }
  };

  return (
    <form className={fields.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={fields.hint}>{text.packageHelp}</p>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={inputId}>
          {text.packageFile}
        </label>
        <input
          ref={input}
          id={inputId}
          className={fields.input}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFieldError(null);
          }}
        />
        {fieldError ? (
          <p id={`${inputId}-error`} className={fields.error}>
            {fieldError}
          </p>
        ) : null}
      </div>
      {sending.step !== 'idle' ? <Progress sending={sending} /> : null}
      <LiveNote role="alert" className={fields.alert}>
        {failure}
      </LiveNote>
      {stored ? (
        <p role="status" className={css.notice}>
          {stored.message} {text.packageStored(stored.data.standard, stored.data.scos)}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? text.sending : text.send}
        </button>
      </div>
    </form>
  );
}

function Progress({ sending }: { sending: Exclude<Sending, { step: 'idle' }> }) {
  const percent = sending.step === 'sending' ? sending.percent : 100;
  return (
    <div role="status">
      <progress max={100} value={percent} aria-label={text.packageProgress} />
      <p className={fields.hint}>
        {sending.step === 'checking'
          ? text.processingPackage
          : percent === undefined
            ? text.sending
            : text.sent(percent)}
      </p>
    </div>
  );
}
