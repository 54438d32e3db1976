// The return-to-last-content prompt's turn (content-app.md 4): due when the app has it
// (lastContentRedirect) and the home was opened by a sign-in (session/arrival.ts), never in a support
// session. Whether there is a content to offer is the dialog's to ask (GET /tracking/last), in its own
// chunk. Once answered, the home's history entry forgets the sign-in: a reload or 'back' asks no more.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cameFromSignIn, useSupportOrigin } from '../../session';
import { useTenant } from '../../session/tenant';
import { ReturnDialog } from '../../features/return-prompt';
import type { PromptProps } from './sequence';

export function ReturnPrompt({ onDone }: PromptProps) {
  const enabled = useTenant().lastContentRedirect === true;
  const supporting = useSupportOrigin() !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const due = enabled && !supporting && cameFromSignIn(location.state);
  useEffect(() => {
    if (!due) onDone();
  }, [due, onDone]);
  const answered = useCallback(
    (to?: string) => {
      navigate(location.pathname + location.search, { replace: true, state: null });
      if (to) navigate(to);
      onDone();
    },
    [location.pathname, location.search, navigate, onDone],
  );
  if (!due) return null;
  return <ReturnDialog onAnswered={answered} />;
}
