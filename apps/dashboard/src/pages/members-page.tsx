import type { Member } from '@bazaar/sdk/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { DataTable } from '../data-table';
import { memberName, memberStatusWords } from '../members/member-words';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { when } from '../words';

const PAGE_SIZE = 20;
const column = createColumnHelper<Member>();

/** The site's members, newest first, found by the start of their email, a page at a time. */
export function MembersPage({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const page = useQuery({
    queryKey: ['members', siteId, search, pageIndex],
    queryFn: () => {
      let query = client.members
        .queryMembers({ fieldsets: ['FULL'] })
        .descending('createdDate')
        .limit(PAGE_SIZE)
        .skip(pageIndex * PAGE_SIZE);
      if (search) query = query.startsWith('loginEmail', search.toLowerCase());
      return query.find();
    },
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      column.accessor(memberName, {
        id: 'name',
        header: 'Member',
        cell: (cell) => (
          <AppLink
            to={`/dashboard/sites/${encodeURIComponent(siteId)}/members/${encodeURIComponent(cell.row.original._id)}`}
          >
            {cell.getValue()}
          </AppLink>
        ),
      }),
      column.accessor((member) => member.loginEmail ?? '', { id: 'email', header: 'Email' }),
      column.accessor('status', { header: 'Status', cell: (cell) => memberStatusWords(cell.getValue()) }),
      column.accessor('_createdDate', {
        header: 'Joined',
        cell: (cell) => {
          const joined = cell.getValue();
          return joined ? when(joined) : '';
        },
      }),
    ],
    [siteId],
  );
  const members = page.data?.items ?? [];
  const total = page.data?.totalCount ?? 0;
  const table = useReactTable({
    data: members,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (m) => m._id,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPageIndex(0);
  };
  return (
    <>
      <h1>Members</h1>
      <search aria-label="Members">
        <form className="inline-form" onSubmit={submit}>
          <label>
            Email starts with
            <input
              type="search"
              value={typed}
              maxLength={254}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </label>
          <button type="submit" className="button quiet">
            Find
          </button>
        </form>
      </search>
      {page.isError ? (
        <p role="alert" className="error">
          The members could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data && members.length === 0 ? <p className="muted">No member matches.</p> : null}
      {members.length > 0 ? <DataTable table={table} caption="Members" /> : null}
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={total}
        fetching={page.isFetching}
        one="member"
        many="members"
        onPage={setPageIndex}
      />
    </>
  );
}
