import { LiveNote } from './LiveNote';

// What a dialog's action (usePendingAction) says under the dialog's content: why its last run failed,
// as an alert, and while it runs, that it is running, as a status.
export function PendingNotice({
  failure,
  pending,
  pendingText,
  className,
}: {
  failure: string | null;
  pending: boolean;
  pendingText: string;
  className: string;
}) {
  return (
    <>
      <LiveNote role="alert" className={className}>
        {failure}
      </LiveNote>
      <LiveNote role="status" className={className}>
        {pending && pendingText}
      </LiveNote>
    </>
  );
}
