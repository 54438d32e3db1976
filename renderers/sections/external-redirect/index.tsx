// Section type 38: the external redirect (content-app.md 2.6). The section's contentLocation, only
// if it is an http(s) address, opens in a new tab after a confirmation naming its host.
import type { SectionRendererProps } from '../../../src/engine';
import { sectionMessages } from '../../../src/i18n/sections';
import { httpUrl } from '../../../src/ui/httpUrl';
import { openInNewTab, RedirectCard, RedirectNotice } from '../../../src/ui/redirect';
import * as css from './styles.css';

export default function ExternalRedirect({ section }: SectionRendererProps) {
  const url = httpUrl(section.contentLocation, null);
  return (
    <div className={css.wrapper}>
      {url ? (
        <RedirectCard
          intro={sectionMessages.externalIntro}
          action={sectionMessages.externalOpen}
          confirm={sectionMessages.externalConfirm(url.host)}
          onContinue={() => openInNewTab(url.href, 'noopener,noreferrer')}
        />
      ) : (
        <RedirectNotice text={sectionMessages.invalidAddress} />
      )}
    </div>
  );
}
