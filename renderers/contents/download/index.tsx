// Content type 18: a downloadable file (content-app.md 2.6). Its name, kind and size (when the file
// is on the app's own origin, from a HEAD request) and a download link: the `download` attribute for
// files of this origin (browsers ignore it for others, which open in a new tab instead).
import { useQuery } from '@tanstack/react-query';
import type { ContentRendererProps } from '../../../src/engine';
import { documentsMessages } from '../../../src/i18n/documents';
import { formatFileSize } from '../../../src/i18n/fileSize';
import { sectionMessages } from '../../../src/i18n/sections';
import { fileTypeOf } from '../../../src/ui/fileType';
import { fileLocation, fileSizeQuery } from './file';
import * as css from './styles.css';

export default function Download({ item }: ContentRendererProps) {
  const file = fileLocation(item.contentLocation ?? item.mediaLocation);
  const size = useQuery({ ...fileSizeQuery(file?.href ?? ''), enabled: file?.sameOrigin === true });
  if (!file)
    return (
      <p role="status" className={css.unavailable}>
        {documentsMessages.fileUnavailable}
      </p>
    );

  const type = fileTypeOf(item);
  const kind = sectionMessages.fileKind[type.kind];
  return (
    <section className={css.card}>
      {item.description ? <p className={css.description}>{item.description}</p> : null}
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt>{documentsMessages.fileName}</dt>
          <dd className={css.name}>{file.name}</dd>
        </div>
        <div className={css.fact}>
          <dt>{documentsMessages.fileType}</dt>
          <dd>{type.extension ? `${kind} (${type.extension})` : kind}</dd>
        </div>
        {size.data ? (
          <div className={css.fact}>
            <dt>{documentsMessages.fileSize}</dt>
            <dd>{formatFileSize(size.data)}</dd>
          </div>
        ) : null}
      </dl>
      {file.sameOrigin ? (
        <a href={file.href} download={file.name} className={css.button}>
          {documentsMessages.download}
        </a>
      ) : (
        <a href={file.href} target="_blank" rel="noopener noreferrer" className={css.button}>
          {documentsMessages.download}
        </a>
      )}
    </section>
  );
}
