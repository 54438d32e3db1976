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
import { formatLongDate } from '../../../src/i18n/dates';
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
  if (list.data.length === 0) return <EmptyState />;
  return (
    <ul className={css.grid}>
      {list.data.map((item) => (
        <li key={item.index}>
          <ItemSlot item={item}>{(upload) => <UploadCard upload={upload} idSection={idSection} />}</ItemSlot>
        </li>
      ))}
    </ul>
  );
}

function UploadCard({ upload, idSection }: { upload: UserUpload; idSection: number }) {
  const date = formatLongDate(upload.date);
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
        {date ? (
          <>
            {' · '}
            <time dateTime={upload.date}>{date}</time>
          </>
        ) : null}
      </p>
    </article>
  );
}
