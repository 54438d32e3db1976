// The desktop's list of users for support access: a table, 10 a page (learning-area.md 9).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPORT_PAGE_SIZE, supportUsersQuery } from '../../api/support';
import type { UsersResponse } from '../../generated/types';
import { supportMessages as text } from '../../i18n/support-access';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pagination } from '../../ui/pagination/Pagination';
import { SortableTable, type TableColumn } from '../../ui/table/SortableTable';
import { Loading } from '../../engine';
import { AccessButton } from './AccessButton';
import * as css from './supportAccess.css';

export type SupportUser = UsersResponse['userList'][number];

interface Props {
  searchText: string;
  onAccess: (user: SupportUser, from: HTMLElement) => void;
}

export function SupportUserTable({ searchText, onAccess }: Props) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...supportUsersQuery(searchText, page), placeholderData: keepPreviousData });
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <LoadFailed error={query.error} retry={() => void query.refetch()} subject={text.loadSubject} />;
  const { userList, totalRecords } = query.data;
  const columns: TableColumn<SupportUser, 'name' | 'email' | 'department' | 'actions'>[] = [
    { id: 'name', label: text.name, cell: (user) => user.name, isRowHeader: true },
    { id: 'email', label: text.email, cell: (user) => user.email },
    { id: 'department', label: text.department, cell: (user) => user.department ?? '—' },
    {
      id: 'actions',
      label: text.actions,
      cell: (user) => <AccessButton user={user} onAccess={onAccess} />,
    },
  ];
  return (
    <>
      <p role="status" className={css.count}>
        {text.count(totalRecords)}
      </p>
      <div className={css.tableBox}>
        <SortableTable
          label={text.usersLabel}
          columns={columns}
          rows={userList}
          rowId={(user) => user.idUser}
          sort={null}
          onSort={() => undefined}
          emptyText={text.noUsers}
        />
      </div>
      <Pagination page={page} pageCount={Math.ceil(totalRecords / SUPPORT_PAGE_SIZE)} onPage={setPage} />
    </>
  );
}
