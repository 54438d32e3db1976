// Section type 61: the document list (content-app.md 2.5). Each document (PDF 25, file 18...) opens
// its content page /content/{idContentItem} and says what kind of file it is, read from the
// extension of its contentLocation or mediaLocation (src/ui/fileType.ts).
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { ContentRowList } from '../../../src/ui/ContentRowList';
import { fileTypeOf } from '../../../src/ui/fileType';
import * as css from './styles.css';

function FileTypeLabel({ document }: { document: ContentItem }) {
  const { kind, extension } = fileTypeOf(document);
  return (
    <span className={css.fileType} data-file-kind={kind}>
      {/* The extension is the icon: the kind's name after it says the same in words. */}
      {extension ? (
        <span className={css.icon[kind]} aria-hidden="true">
          {extension}
        </span>
      ) : null}
      <span>{sectionMessages.fileKind[kind]}</span>
    </span>
  );
}

const fileTypeOfRow = (document: ContentItem) => <FileTypeLabel document={document} />;

export default function DocumentList({ section, items }: SectionRendererProps<ContentItem>) {
  return (
    <ContentRowList
      items={items}
      idSection={section.idSection}
      className={css.list}
      rowLabel={fileTypeOfRow}
    />
  );
}
