// The certificates tab, 'Meus certificados' (learning-area.md 2.4, 4.4, 5, 7.5, 8): the courses whose
// certificate the learner may download (COMPLETED or PASSED, with a certificate), as a table on a desktop
// and as stacked cards on a phone. The server makes the PDF; while it does, 'Aguarde, gerando e baixando
// o certificado!' says so, and a second download asked for meanwhile is answered 'Atenção, download em
// progresso!' instead of a second request.
import { useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { downloadCertificate, historyQuery } from '../../../api/learning-history';
import type { HistoryRow } from '../../../generated/types';
import { historyMessages as text } from '../../../i18n/journey-history';
import { useMenuData } from '../../../session';
import { certificateFileName, offersCertificate } from '../../../shared-rules/history';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { SortableTable, sortRows, type TableColumn, type TableSort } from '../../../ui/table/SortableTable';
import { saveBlob } from '../../../ui/saveBlob';
import { showToast } from '../../../ui/toast';
import { useViewportWidth } from '../../../ui/useViewportWidth';
import { Fact } from '../Fact';
import * as css from '../journey.css';
import * as own from './certificates.css';
import { HistoryCard } from '../history/HistoryCard';
import { finishedColumn, statusColumn, titleColumn } from '../history/historyColumns';

/** learning-area.md 9: "Desktop means width above 800". */
const DESKTOP_MIN = 801;

type Column = 'title' | 'status' | 'finished' | 'workload' | 'actions';

/** One download at a time; the one in progress says so when another is asked for. */
function useCertificateDownload(idUser: number) {
  const busy = useRef(false);
  const [generating, setGenerating] = useState<number | null>(null);
  const download = async (row: HistoryRow) => {
    if (busy.current) {
      showToast(text.inProgress, { tone: 'info' });
      return;
    }
    busy.current = true;
    setGenerating(row.idEnrollment);
    try {
      const file = await downloadCertificate(
        { idUser, idEnrollment: row.idEnrollment },
        certificateFileName(row.title),
      );
      saveBlob(file.blob, file.fileName);
      showToast(text.downloaded(file.fileName), { tone: 'success' });
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : text.downloadFailed, {
        tone: 'error',
      });
    } finally {
      busy.current = false;
      setGenerating(null);
    }
  };
  return { download, generating };
}

export function CertificatesTab() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const { data } = useSuspenseQuery(historyQuery(idUser, true));
  // The server sends only these; the rule holds here too (4.4: the button works only when completed).
  const rows = data.filter(offersCertificate);
  const desktop = useViewportWidth() >= DESKTOP_MIN;
  const { download, generating } = useCertificateDownload(idUser);
  const [sort, setSort] = useState<TableSort<Column> | null>(null);
  if (rows.length === 0) return <EmptyState text={text.noCertificates} />;
  const button = (row: HistoryRow) => (
    <button
      type="button"
      className={css.actionButton}
      aria-label={text.downloadOf(row.title)}
      // Pressable while another is made: it answers 'Atenção, download em progresso!' (8).
      onClick={() => void download(row)}
    >
      {text.download}
    </button>
  );
  const columns: TableColumn<HistoryRow, Column>[] = [
    titleColumn,
    statusColumn,
    finishedColumn,
    {
      id: 'workload',
      label: text.workload,
      cell: (row) => (row.workload ? text.hours(row.workload) : '—'),
      sortValue: (row) => row.workload ?? 0,
    },
    { id: 'actions', label: text.actions, cell: button },
  ];
  return (
    <>
      {/* In the page from the start, so screen readers hear the words when they come (8). */}
      <p role="status" className={own.notice}>
        {generating !== null ? text.generating : null}
      </p>
      {desktop ? (
        <div className={css.tableBox}>
          <SortableTable
            label={text.certificatesLabel}
            columns={columns}
            rows={sortRows(rows, columns, sort)}
            rowId={(row) => row.idEnrollment}
            sort={sort}
            onSort={setSort}
            emptyText={text.noCertificates}
          />
        </div>
      ) : (
        <ul className={css.rows} aria-label={text.certificatesLabel}>
          {rows.map((row) => (
            <HistoryCard
              key={row.idEnrollment}
              row={row}
              facts={row.workload ? <Fact label={text.workload} value={text.hours(row.workload)} /> : null}
              action={button(row)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
