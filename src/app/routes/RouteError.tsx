// A route that failed to load (e.g. its chunk while offline) gets a polite page, not a blank one.
import { useRouteError } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { FullPageMessage } from '../frame/FullPageMessage';

export function RouteError() {
  const error = useRouteError();
  console.error('[router]', error);
  return (
    <FullPageMessage>
      {messages.loadError}.{' '}
      <button type="button" onClick={() => window.location.reload()}>
        {messages.retry}
      </button>
    </FullPageMessage>
  );
}
