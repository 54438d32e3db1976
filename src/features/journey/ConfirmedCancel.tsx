// Cancelling something of the learner's in the journey (an enrolment request, an external course): the
// button asks first, since it cannot be undone; while the server works the line says so, a failure is
// told in place, and success is a toast after the lists that show it were asked again.
import { useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toast';
import * as css from './journey.css';
import { LiveNote } from '../../ui/LiveNote';

export interface CancelTexts {
  cancel: string;
  cancelOf: (title: string) => string;
  cancelQuestion: (title: string) => string;
  cancelConfirm: string;
  cancelKeep: string;
  cancelling: string;
  canceled: string;
  /** Put before the server's reason when the cancel fails. */
  cancelFailed?: string;
}

interface Props {
  title: string;
  texts: CancelTexts;
  cancel: () => Promise<unknown>;
  /** The queries whose answers change with the cancel. */
  changes: readonly QueryKey[];
  className: string;
}

export function ConfirmedCancel({ title, texts, cancel, changes, className }: Props) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancel,
    onSuccess: async () => {
      showToast(texts.canceled, { tone: 'success' });
      await Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const failure = mutation.isError
    ? [texts.cancelFailed, mutation.error.message].filter(Boolean).join(' ')
    : undefined;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={texts.cancelOf(title)}
        disabled={mutation.isPending}
        onClick={() => setAsking(true)}
      >
        {texts.cancel}
      </button>
      <LiveNote role="status" className={css.note}>
        {mutation.isPending && texts.cancelling}
      </LiveNote>
      <LiveNote role="alert" className={css.note}>
        {failure}
      </LiveNote>
      <ConfirmDialog
        open={asking}
        question={texts.cancelQuestion(title)}
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.cancelKeep}
        returnFocusTo={button}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          mutation.mutate();
        }}
      />
    </>
  );
}
