// Section type 31: the files users sent to the section (content-app.md 2.1, 7). Loads its own list
// (GET /userupload/list/{idSection}); each card (title, author, date, kind of file) opens
// /userupload/{idUserUpload}?idSection={idSection}.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ItemSlot, type SectionRendererProps } from '../../../src/engine';
import type { UserUpload } from '../../../src/generated/types';
import { userUploadListQuery } from '../../../src/api/user-uploads';
import { userUploadPath } from '../../../src/paths/paths';
import { attachmentLabel } from '../../../src/ui/attachment';
import { EmptyState } from '../../../src/ui/cards';
import { Loaded } from '../../../src/ui/loaded';
import { RelativeTime } from '../../../src/ui/relative-time/RelativeTime';
import { useState } from 'react';
import * as css from './styles.css';

export default function UserUploadList({ section }: SectionRendererProps<never>) {
  return (
    <Loaded subject={`envios da seção ${section.idSection}`}>
      <Uploads idSection={section.idSection} />
    </Loaded>
  );
}

/** The section's uploads, read inside <Loaded>. */
function Uploads({ idSection }: { idSection: number }) {
  const list = useSuspenseQuery(userUploadListQuery(idSection));
  // One "now" for the whole list: every card's age is counted from the same moment.
  const [now] = useState(() => new Date());
  if (list.data.length === 0) return <EmptyState />;
  return (
    <ul className={css.grid}>
      {list.data.map((item) => (
        <li key={item.index}>
          <ItemSlot item={item}>
            {(upload) => <UploadCard upload={upload} idSection={idSection} now={now} />}
          </ItemSlot>
        </li>
      ))}
    </ul>
  );
}

// A post's age matters more than its calendar day here (how fresh the wall is): relative time.
function UploadCard({ upload, idSection, now }: { upload: UserUpload; idSection: number; now: Date }) {
  return (
    <article className={css.card}>
      <p className={css.kind}>{attachmentLabel(upload)}</p>
      <h2 className={css.title}>
        <Link to={userUploadPath(upload.idUserUpload, idSection)} className={css.link}>
          {upload.title}
        </Link>
      </h2>
      <p className={css.meta}>
        {upload.name}
        {upload.date ? (
          <>
            {' · '}
            <RelativeTime iso={upload.date} now={now} />
          </>
        ) : null}
      </p>
    </article>
  );
}
