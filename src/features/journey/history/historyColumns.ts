// The history's and the certificates' columns (learning-area.md 2.4: Título, Status, Conclusão,
// Expira em, Ações), each sortable by its value: dates by their instant, statuses by their pt-BR words.
import type { HistoryRow } from '../../../generated/types';
import { formatIsoDate } from '../../../i18n/dates';
import { learningStatusLabels } from '../../../i18n/learning-status';

export const statusLabel = (row: HistoryRow) => learningStatusLabels[row.enrollmentStatus];

export const dayOf = (iso: string | null | undefined) =>
  formatIsoDate(iso ?? undefined, 'numericDate') ?? '—';

/** A date's sort value: its instant; none sorts first. */
export const instantOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);
