// The external course form (learning-area.md 4.9, 5, 8): create, edit a PENDING course, or resend a
// REJECTED one as a new request linked to it. The rules of 5 show under each field; on save a chosen
// evidence is sent first (with its progress), then the course. A failure says 'Erro ao salvar o arquivo.'
// or 'Erro ao salvar curso externo.' with the server's reason, and nothing typed is lost; an evidence
// already sent is not sent again on the next try.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createExternalCourse,
  externalCourseKeys,
  updateExternalCourse,
  uploadEvidence,
  type ExternalCourse,
} from '../../../api/external-courses';
import { useForm } from '../../../forms/useForm';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import { dayIn, externalCourseTypes, type ExternalCourseField } from '../../../shared-rules/external-course';
import {
  externalCourseFieldLabels as labels,
  externalCourseTypeLabels,
} from '../../../shared-rules/external-course-labels';
import * as buttons from '../../../ui/buttons.css';
import { showToast } from '../../../ui/toast';
import {
  bodyOf,
  courseFormFields,
  courseFormSchema as schemaOf,
  emptyCourseValues,
  valuesOfCourse,
  type CourseFormValues,
} from './courseForm';
import { storedEvidence, type Evidence } from './evidence';
import { EvidenceField } from './EvidenceField';
import * as css from './externalCourses.css';
import { LiveNote } from '../../../ui/LiveNote';

export type FormMode = 'create' | 'edit' | 'resubmit';

/** One schema for every form: it reads today on each check (courseForm.ts). */
const courseFormSchema = schemaOf();

type Phase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'saving' };

const failureText = (prefix: string, error: unknown) => {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `${prefix} ${reason}` : prefix;
};

interface Props {
  mode: FormMode;
  course?: ExternalCourse;
  onSaved: () => void;
  onClose: () => void;
}

export function CourseForm({ mode, course, onSaved, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm({
    initial: () => (course ? valuesOfCourse(course) : emptyCourseValues),
    schema: courseFormSchema,
    fields: courseFormFields,
  });
  const [evidence, setEvidence] = useState<Evidence>(() => storedEvidence(course?.evidencePath));
  const [evidenceProblem, setEvidenceProblem] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = phase.step !== 'idle';
  // The date pickers' limit: the company's day when the form opened.
  const [today] = useState(() => dayIn(new Date()));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const values = form.submit();
    if (!values) return;
    if (evidenceProblem) return fileInput.current?.focus();
    let stored = evidence;
    if (evidence.kind === 'chosen') {
      setPhase({ step: 'uploading', percent: 0 });
      try {
        const sent = await uploadEvidence(evidence.file, ({ loaded, total }) =>
          setPhase({ step: 'uploading', percent: Math.round((loaded / total) * 100) }),
        );
        stored = { kind: 'stored', path: sent.path, fileName: sent.fileName };
        setEvidence(stored);
      } catch (error) {
        setPhase({ step: 'idle' });
        return setFailure(failureText(text.uploadFailed, error));
      }
    }
    setPhase({ step: 'saving' });
    try {
      const body = bodyOf(
        values as CourseFormValues,
        stored.kind === 'stored' ? stored.path : null,
        mode === 'resubmit' ? course?.idUserExternalCourse : undefined,
      );
      if (mode === 'edit' && course) await updateExternalCourse(course.idUserExternalCourse, body);
      else await createExternalCourse(body);
      showToast(mode === 'resubmit' ? text.resubmitted : text.saved, { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: externalCourseKeys.all() });
      onSaved();
    } catch (error) {
      setFailure(failureText(text.saveFailed, error));
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  const field = (name: ExternalCourseField, control: (props: FieldProps) => ReactNode, wide = false) => (
    <Field name={name} form={form} wide={wide} control={control} />
  );

  return (
    <form className={css.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {mode === 'resubmit' && course?.statusReason ? (
        <div>
          <p className={css.label}>{text.rejectedBecause}</p>
          <p className={css.reason}>{course.statusReason}</p>
        </div>
      ) : null}
      <p className={css.hint}>{text.requiredNote}</p>
      <div className={css.fields}>
        {field(
          'title',
          (props) => (
            <input {...props} type="text" maxLength={200} />
          ),
          true,
        )}
        {field('type', (props) => (
          <select {...props}>
            <option value="">{text.choose}</option>
            {externalCourseTypes.map((type) => (
              <option key={type} value={type}>
                {externalCourseTypeLabels[type]}
              </option>
            ))}
          </select>
        ))}
        {field('workload', (props) => (
          <input {...props} type="text" inputMode="decimal" />
        ))}
        {field('startDate', (props) => (
          <input {...props} type="date" max={today} />
        ))}
        {field('finishDate', (props) => (
          <input {...props} type="date" max={today} />
        ))}
        {field('expirationDate', (props) => (
          <input {...props} type="date" />
        ))}
        {field('entityName', (props) => (
          <input {...props} type="text" maxLength={200} />
        ))}
        <EvidenceField
          evidence={evidence}
          error={evidenceProblem}
          disabled={busy}
          inputRef={fileInput}
          onChange={(next, problem) => {
            setEvidence(next);
            setEvidenceProblem(problem);
          }}
        />
      </div>
      {phase.step === 'uploading' ? (
        <div role="status">
          <p className={css.hint}>{text.uploading(phase.percent)}</p>
          <progress className={css.progress} max={100} value={phase.percent} aria-label={text.evidence} />
        </div>
      ) : null}
      <LiveNote role="status" className={css.hint}>
        {phase.step === 'saving' && text.saving}
      </LiveNote>
      <LiveNote role="alert" className={css.alert}>
        {failure}
      </LiveNote>
      <div className={css.evidenceRow}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {mode === 'edit' ? text.save : text.send}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {text.close}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: string;
  className: string;
  value: string;
  disabled?: boolean;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

const optionalFields: ReadonlySet<ExternalCourseField> = new Set(['expirationDate']);

function Field({
  name,
  form,
  wide,
  control,
}: {
  name: ExternalCourseField;
  form: ReturnType<typeof useForm<CourseFormValues, ExternalCourseField, unknown>>;
  wide: boolean;
  control: (props: FieldProps) => ReactNode;
}) {
  const id = useId();
  const error = form.shownError(name);
  const required = !optionalFields.has(name);
  return (
    <div className={wide ? `${css.field} ${css.wide}` : css.field}>
      <label htmlFor={id} className={css.label}>
        {labels[name]}
        {required ? ' *' : <span className={css.hint}> {text.optional}</span>}
      </label>
      {control({
        id,
        name,
        className: css.input,
        value: form.values[name],
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        ref: form.ref(name),
        onChange: (event) => form.set(name, event.target.value),
        onBlur: () => form.touch(name),
      })}
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
