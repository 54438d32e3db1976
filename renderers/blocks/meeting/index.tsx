// Block Meeting (learning-area.md 2.3, 2.4, 4.7, 5): the meetings of the learner's classes in a table.
// A block that names its page (parameters.nodeCode) offers the filter 'Eventos da página' (that page and
// the pages under it, the default) or 'Todos os eventos'; without one it lists them all. ONLINE
// meetings link to their address (http:// added when it has no scheme), in-person ones show theirs.
import { useDeferredValue, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { learningMeetingsQuery } from '../../../src/api/learning-events';
import { useMenuData } from '../../../src/session';
import type { BlockRendererProps } from '../../../src/engine';
import type { Meeting } from '../../../src/generated/types';
import { learningEventsMessages as texts } from '../../../src/i18n/learning-events';
import { messages } from '../../../src/i18n/messages';
import { parseDate } from '../../../src/i18n/dates';
import { visuallyHidden } from '../../../src/ui/cards/shared.css';
import { BlockFrame } from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';
import { Select } from '../../../src/ui/select/Select';
import {
  SortableTable,
  sortRows,
  type TableColumn,
  type TableSort,
} from '../../../src/ui/table/SortableTable';
import {
  ADDRESS_CELL_CHARS,
  DATE_RANGE_CELL_CHARS,
  cutCell,
  dateRangeText,
  meetingLink,
} from './meetingCells';
import * as css from './styles.css';

type Scope = 'page' | 'all';
type ColumnId = 'title' | 'when' | 'where' | 'type' | 'speaker';

const scopeOptions = [
  { id: 'page', label: texts.meetingsOfPage },
  { id: 'all', label: texts.meetingsAll },
] as const;

export default function MeetingBlock({ block, parameters }: BlockRendererProps) {
  const page = parameters.nodeCode ?? null;
  const [scope, setScope] = useState<Scope>(page ? 'page' : 'all');
  // The filter answers at once; the table keeps the previous list until the next one comes.
  const shown = useDeferredValue(scope);
  const idUser = useMenuData()?.loginInfo.idUser;
  return (
    <BlockFrame block={block} parameters={parameters}>
      {page ? (
        <div className={css.filter}>
          <Select label={texts.meetingsFilter} options={scopeOptions} selected={scope} onSelect={setScope} />
        </div>
      ) : null}
      {idUser === undefined ? null : (
        <Loaded subject={`bloco ${block.idBlock ?? block.blockType}`} resetKey={shown}>
          <MeetingsTable idUser={idUser} nodeCode={shown === 'page' ? page : null} />
        </Loaded>
      )}
    </BlockFrame>
  );
}

/** A cell's text cut to `max` characters; the whole text is its tooltip and what screen readers say. */
function CutText({ text, max }: { text: string; max: number }) {
  const short = cutCell(text, max);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <span className={visuallyHidden}>{text}</span>
    </>
  );
}

function Where({ meeting }: { meeting: Meeting }) {
  const link = meeting.meetingType === 'ONLINE' ? meetingLink(meeting.address) : null;
  if (!link) return <CutText text={meeting.address} max={ADDRESS_CELL_CHARS} />;
  return (
    <a className={css.link} href={link.href} target="_blank" rel="noopener noreferrer">
      <CutText text={meeting.address} max={ADDRESS_CELL_CHARS} />
      <span className={visuallyHidden}> {messages.opensInNewTab}</span>
    </a>
  );
}

const columns: TableColumn<Meeting, ColumnId>[] = [
  {
    id: 'title',
    label: texts.meetingColumnTitle,
    isRowHeader: true,
    cell: (meeting) => meeting.title ?? texts.meetingUntitled,
    sortValue: (meeting) => meeting.title ?? '',
  },
  {
    id: 'when',
    label: texts.meetingColumnWhen,
    cell: (meeting) => <CutText text={dateRangeText(meeting)} max={DATE_RANGE_CELL_CHARS} />,
    sortValue: (meeting) => parseDate(meeting.startDate)?.getTime() ?? 0,
  },
  { id: 'where', label: texts.meetingColumnWhere, cell: (meeting) => <Where meeting={meeting} /> },
  {
    id: 'type',
    label: texts.meetingColumnType,
    cell: (meeting) => texts.meetingTypes[meeting.meetingType],
  },
  { id: 'speaker', label: texts.meetingColumnSpeaker, cell: (meeting) => meeting.speaker ?? '' },
];

function MeetingsTable({ idUser, nodeCode }: { idUser: number; nodeCode: string | null }) {
  const { data: meetings } = useSuspenseQuery(learningMeetingsQuery(idUser, nodeCode));
  const [sort, setSort] = useState<TableSort<ColumnId>>({ column: 'when', direction: 'ascending' });
  return (
    <div className={css.scroller}>
      <SortableTable
        label={texts.meetingsTable}
        columns={columns}
        rows={sortRows(meetings, columns, sort)}
        rowId={(meeting) => `${meeting.idMeeting ?? ''}-${meeting.startDate}-${meeting.address}`}
        sort={sort}
        onSort={setSort}
        emptyText={texts.meetingsEmpty}
      />
    </div>
  );
}
