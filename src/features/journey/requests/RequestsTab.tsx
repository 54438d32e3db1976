// The enrolment requests tab (learning-area.md 2.4, 4.6, 7.2, 8, 9): status checkboxes (PENDING by
// default, 'Todos' toggles all four), the learner's requests 10 a page, newest first; a pending one is
// cancelled after a question, a denied one shows its justification, an approved one opens its
// enrolment. The filter and the page live in the address, so back and a reload keep them.
import { useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import {
  cancelRequest,
  journeyKeys,
  REQUESTS_PAGE_SIZE,
  requestsQuery,
  type RequestStatus,
} from '../../../api/journey';
import type { EnrollmentRequest } from '../../../generated/types';
import { formatIsoDate } from '../../../i18n/dates';
import { journeyMessages as text } from '../../../i18n/journey';
import { enrollmentRequestStatusLabels } from '../../../i18n/learning-status';
import { levelPath } from '../../../paths/learning-paths';
import { useMenuData } from '../../../session';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { Modal } from '../../../ui/Modal';
import { ModalFooter } from '../../../ui/ModalFooter';
import { Loaded, useDeferredKey } from '../../../ui/loaded';
import { Pagination } from '../../../ui/pagination/Pagination';
import * as buttons from '../../../ui/buttons.css';
import { ConfirmedCancel } from '../ConfirmedCancel';
import { Fact } from '../Fact';
import * as css from '../journey.css';
import {
  allSelected,
  requestAction,
  requestStatuses,
  statusesFromQuery,
  toggleAll,
  toggleStatus,
} from './requestRules';

const STATUS = 'status';
const PAGE = 'pagina';

export function RequestsTab() {
  const [params, setParams] = useSearchParams();
  // The boxes follow the click at once (the router writes the address in a transition, which would
  // hold a controlled box at its old state until it ends); the address keeps the filter for back.
  const [statuses, setStatuses] = useState(() => statusesFromQuery(params.get(STATUS)));
  const page = Math.max(1, Number(params.get(PAGE)) || 1);
  // Another filter starts again at its first page.
  const filter = (next: RequestStatus[]) => {
    setStatuses(next);
    setParams({ [STATUS]: next.join(',') }, { replace: true });
  };
  return (
    <>
      <fieldset className={css.filters}>
        <legend className={css.legend}>{text.statusFilter}</legend>
        <label className={css.check}>
          <input
            type="checkbox"
            checked={allSelected(statuses)}
            onChange={() => filter(toggleAll(statuses))}
          />
          {text.all}
        </label>
        {requestStatuses.map((status) => (
          <label key={status} className={css.check}>
            <input
              type="checkbox"
              checked={statuses.includes(status)}
              onChange={() => filter(toggleStatus(statuses, status))}
            />
            {enrollmentRequestStatusLabels[status]}
          </label>
        ))}
      </fieldset>
      {statuses.length === 0 ? (
        <EmptyState text={text.noRequests} />
      ) : (
        <Loaded subject="solicitações de matrícula" errorText={text.loadError}>
          <RequestList
            query={`${statuses.join(',')}|${page}`}
            onPage={(next) => setParams({ [STATUS]: statuses.join(','), [PAGE]: String(next) })}
          />
        </Loaded>
      )}
    </>
  );
}

/**
 * The list of one filter and page (`query`: 'PENDING,DENIED|2'). Another filter or page keeps the rows
 * shown, marked busy, until its own arrive (useDeferredKey, ADR 0009): the checkboxes never wait.
 */
function RequestList({ query, onPage }: { query: string; onPage: (page: number) => void }) {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const { shown, stale } = useDeferredKey(query);
  const [statusList = '', pageText = '1'] = shown.split('|');
  const statuses = statusList.split(',') as RequestStatus[];
  const page = Number(pageText);
  const { data } = useSuspenseQuery(requestsQuery(idUser, statuses, page));
  const pageCount = Math.ceil(data.totalRecords / REQUESTS_PAGE_SIZE);
  if (data.result.length === 0) return <EmptyState text={text.noRequests} />;
  return (
    <>
      <p className={css.status} role="status">
        {text.requestCount(data.totalRecords)}
      </p>
      <ul className={css.rows} aria-label={text.requests} aria-busy={stale}>
        {data.result.map((request) => (
          <RequestRow key={request.idEnrollmentRequest} request={request} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}

function RequestRow({ request }: { request: EnrollmentRequest }) {
  const statusDate = formatIsoDate(request.statusDate ?? undefined, 'numericDate');
  const action = requestAction(request);
  return (
    <li className={css.row} data-request={request.idEnrollmentRequest}>
      <h3 className={css.rowTitle}>{request.title}</h3>
      <dl className={css.facts}>
        <Fact label={text.statusLabel} value={enrollmentRequestStatusLabels[request.status]} />
        <Fact label={text.requestedOn} value={formatIsoDate(request.creationDate, 'numericDate') ?? ''} />
        {statusDate ? <Fact label={text.statusDate} value={statusDate} /> : null}
      </dl>
      {action === 'cancel' ? <CancelAction request={request} /> : null}
      {action === 'justification' ? <Justification request={request} /> : null}
      {action === 'openEnrollment' ? (
        <div className={css.actions}>
          <Link
            to={levelPath(request.idEnrollment!)}
            className={buttons.primary}
            aria-label={text.openEnrollmentOf(request.title)}
          >
            {text.openEnrollment}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

function CancelAction({ request }: { request: EnrollmentRequest }) {
  return (
    <div className={css.actions}>
      <ConfirmedCancel
        title={request.title}
        texts={text}
        cancel={() => cancelRequest(request.idEnrollmentRequest)}
        // The request moves out of PENDING: every page of the list, and the class's 'awaiting' state.
        changes={[journeyKeys.requests(), ['learning', 'teams']]}
        className={buttons.secondary}
      />
    </div>
  );
}

function Justification({ request }: { request: EnrollmentRequest }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={css.actions}>
      <button
        ref={button}
        type="button"
        className={buttons.secondary}
        aria-label={text.justificationOf(request.title)}
        onClick={() => setOpen(true)}
      >
        {text.justification}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={text.justificationTitle}
        returnFocusTo={button}
      >
        <p className={css.note}>{request.reason?.trim() || text.noJustification}</p>
        <ModalFooter onClose={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
