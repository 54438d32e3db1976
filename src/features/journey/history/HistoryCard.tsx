// A history row as a card on a phone (learning-area.md 9), in the history and the certificates tabs:
// its title, status and conclusion, then the facts the tab adds and the tab's action.
import type { ReactNode } from 'react';
import type { HistoryRow } from '../../../generated/types';
import { historyMessages as text } from '../../../i18n/journey-history';
import { Fact } from '../Fact';
import * as css from '../journey.css';
import { dayOf, statusLabel } from './historyColumns';

export function HistoryCard({
  row,
  facts,
  action,
}: {
  row: HistoryRow;
  facts?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className={css.row}>
      <h3 className={css.rowTitle}>{row.title}</h3>
      <dl className={css.facts}>
        <Fact label={text.status} value={statusLabel(row)} />
        <Fact label={text.finished} value={dayOf(row.finishDate)} />
        {facts}
      </dl>
      {action ? <div className={css.actions}>{action}</div> : null}
    </li>
  );
}
