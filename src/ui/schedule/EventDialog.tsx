// An agenda event's details (the content app's agenda, the learning Calendar block) in the shared modal (native <dialog>: focus kept inside, Escape and a click
// outside close it, focus returns to the chip): title, when, type, description, link.
import { messages } from '../../i18n/messages';
import { directoryMessages } from '../../i18n/directory';
import { visuallyHidden } from '../cards/shared.css';
import { Modal } from '../Modal';
import { describeWhen, type EventDates, type Span } from './events';
import type { TypeLookup } from './typeLookup';
import { swatch } from './EventButton.css';
import * as css from './EventDialog.css';
import { isHttpAddress } from '../../shared-rules/web-address';

/** Only web addresses become links: the event's url is data, not a script. */
const webAddress = (url: string | undefined) => (url && isHttpAddress(url.trim()) ? url.trim() : undefined);

interface Props {
  span: Span | null;
  lookup: TypeLookup;
  onClose: () => void;
  /** The event's days in words (default) or d/m/Y. */
  dates?: EventDates;
}

export function EventDialog({ span, lookup, onClose, dates = 'long' }: Props) {
  const type = span ? lookup(span.event.idScheduleType) : undefined;
  const link = webAddress(span?.event.url);
  return (
    <Modal open={span !== null} onClose={onClose} title={span?.event.title}>
      {span ? (
        <div className={css.dialog}>
          <p className={css.when}>{describeWhen(span, dates)}</p>
          {type?.name ? (
            <p className={css.typeLine}>
              <span aria-hidden="true" className={swatch} style={type.style} />
              {directoryMessages.agendaType}: {type.name}
            </p>
          ) : null}
          {span.event.description ? <p className={css.description}>{span.event.description}</p> : null}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className={css.eventLink}>
              {directoryMessages.agendaLink}
              <span className={visuallyHidden}> {messages.opensInNewTab}</span>
            </a>
          ) : null}
          <button type="button" className={css.closeButton} onClick={onClose}>
            {messages.close}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
