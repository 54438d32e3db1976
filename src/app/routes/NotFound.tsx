import { Link } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { FullPageMessage } from '../frame/FullPageMessage';

export function NotFound() {
  return (
    <FullPageMessage>
      {messages.pageNotFound} <Link to="/">{messages.home}</Link>
    </FullPageMessage>
  );
}
