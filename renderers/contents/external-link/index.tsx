// Content type 8: an external meeting or page (content-app.md 2.6). A card with the cover, when it
// happens and a "Clique para entrar" link that opens the address in a new tab; noopener, so the page
// opened cannot reach back into the app.
import type { ContentRendererProps } from '../../../src/engine';
import { formatIsoDate } from '../../../src/i18n/dates';
import { documentsMessages } from '../../../src/i18n/documents';
import { CardImage } from '../../../src/ui/cards/CardImage';
import { visuallyHidden } from '../../../src/ui/cards/shared.css';
import { externalAddress } from './address';
import * as css from './styles.css';

export default function ExternalLink({ item }: ContentRendererProps) {
  const address = externalAddress(item.contentLocation ?? item.referenceLink);
  const when = formatIsoDate(item.initDate, 'longDateTime');
  return (
    <section className={css.card}>
      {item.image ? (
        <CardImage src={item.image} className={css.cover} width={640} height={360} eager />
      ) : null}
      <div className={css.body}>
        {when ? (
          <p className={css.when}>
            <time dateTime={item.initDate}>{when}</time>
          </p>
        ) : null}
        {item.description ? <p className={css.description}>{item.description}</p> : null}
        {item.author ? <p className={css.author}>{item.author}</p> : null}
        {address ? (
          <a href={address} target="_blank" rel="noopener noreferrer" className={css.enter}>
            {documentsMessages.enter}
            <span className={visuallyHidden}> {documentsMessages.opensInNewTab}</span>
          </a>
        ) : (
          <p role="status" className={css.unavailable}>
            {documentsMessages.linkUnavailable}
          </p>
        )}
      </div>
    </section>
  );
}
