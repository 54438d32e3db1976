// The enrolment requests' filter and actions (learning-area.md 4.6): PENDING 'Aguardando' may be
// cancelled, APPROVED 'Aprovado' opens the enrolment, DENIED 'Reprovado' shows its justification,
// CANCELED 'Cancelado' has none. The filter starts at PENDING only; 'Todos' toggles all four.
import type { RequestStatus } from '../../../api/journey';

export const requestStatuses: readonly RequestStatus[] = ['PENDING', 'APPROVED', 'DENIED', 'CANCELED'];

export const DEFAULT_REQUEST_STATUSES: readonly RequestStatus[] = ['PENDING'];

/** One status ticked or unticked; the list keeps the statuses' own order. */
export function toggleStatus(selected: readonly RequestStatus[], status: RequestStatus): RequestStatus[] {
  const next = new Set(selected);
  if (next.has(status)) next.delete(status);
  else next.add(status);
  return requestStatuses.filter((candidate) => next.has(candidate));
}

export const allSelected = (selected: readonly RequestStatus[]) =>
  requestStatuses.every((status) => selected.includes(status));

/** 'Todos': every status when any is missing, none when all four are ticked. */
export const toggleAll = (selected: readonly RequestStatus[]): RequestStatus[] =>
  allSelected(selected) ? [] : [...requestStatuses];

/** The filter an address holds (?status=PENDING,DENIED); none given: the default, PENDING. */
export function statusesFromQuery(value: string | null): RequestStatus[] {
  if (value === null) return [...DEFAULT_REQUEST_STATUSES];
  const named = new Set(value.split(','));
  return requestStatuses.filter((status) => named.has(status));
}

export type RequestAction = 'cancel' | 'openEnrollment' | 'justification' | null;

/** What a request's row offers (4.6). An approved one without its enrolment offers nothing. */
export function requestAction(request: {
  status: RequestStatus;
  idEnrollment?: number | null;
}): RequestAction {
  switch (request.status) {
    case 'PENDING':
      return 'cancel';
    case 'APPROVED':
      return request.idEnrollment ? 'openEnrollment' : null;
    case 'DENIED':
      return 'justification';
    default:
      return null;
  }
}
