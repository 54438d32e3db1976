// The class attachments drawer (learning-area.md 2.4, 3 Attachment, 7.3): the class's files 25 per
// page, each with its kind's icon and label (PDF, Apresentação, Planilha, Documento, Imagem, Áudio,
// Vídeo) and a download link.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ATTACHMENTS_PAGE, attachmentsQuery } from '../../api/learning-pages';
import { attachmentKindLabels } from '../../i18n/attachment-kinds';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { EmptyState } from '../../ui/cards/EmptyState';
import { Drawer } from '../../ui/drawer/Drawer';
import { fileKindOfExtension } from '../../ui/fileType';
import { Loaded, useDeferredKey } from '../../ui/loaded';
import { Pagination } from '../../ui/pagination/Pagination';
import { FileIcon } from '../../ui/file-icon';
import * as css from './learning-pages.css';

export function AttachmentsDrawer({
  open,
  onClose,
  idTeam,
}: {
  open: boolean;
  onClose: () => void;
  idTeam: number;
}) {
  const [page, setPage] = useState(1);
  return (
    <Drawer open={open} onClose={onClose} title={text.attachments}>
      <Loaded subject={`anexos ${idTeam}`} resetKey={page}>
        <AttachmentPage idTeam={idTeam} page={page} onPage={setPage} />
      </Loaded>
    </Drawer>
  );
}

function AttachmentPage({
  idTeam,
  page,
  onPage,
}: {
  idTeam: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { shown, stale } = useDeferredKey(page);
  const { data } = useSuspenseQuery(attachmentsQuery(idTeam, shown - 1));
  if (data.totalRecords === 0) return <EmptyState text={text.noAttachments} />;
  return (
    <>
      <ul className={css.attachments} data-attachments="" aria-busy={stale}>
        {data.result.map((attachment) => (
          <li key={attachment.idAttachment ?? attachment.url} className={css.attachment}>
            <FileIcon kind={fileKindOfExtension(attachment.format)} extension={attachment.format} />
            <div>
              <a href={attachment.url} download aria-label={text.download(attachment.title)}>
                {attachment.title}
              </a>
              <p className={css.kind}>{attachmentKindLabels[attachment.format]}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(data.totalRecords / ATTACHMENTS_PAGE)} onPage={onPage} />
    </>
  );
}
