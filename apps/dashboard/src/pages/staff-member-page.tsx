import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
import { useSite } from '../site';
import { draftOf, emptyStaff } from '../staff/staff-draft';
import { StaffEditor } from '../staff/staff-editor';

/** A staff member's editor, read from the platform; `new` opens an empty one. */
export function StaffMemberPage({ siteId, memberId }: { siteId: string; memberId: string }) {
  const isNew = memberId === 'new';
  const site = useSite(siteId);
  const read = useQuery({
    queryKey: ['staff-member', siteId, memberId],
    enabled: !isNew,
    staleTime: 0,
    queryFn: () => siteClient(siteId).staffMembers.getStaffMember(memberId),
  });
  const zone = site.data?.settings.timeZone;
  if (read.isError)
    return (
      <>
        <h1>Staff member</h1>
        <p role="alert" className="error">
          This staff member could not be opened.{' '}
          <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/staff`}>Back to the staff</AppLink>
        </p>
      </>
    );
  if (!zone || (!isNew && !read.data)) return <p aria-busy="true">Loading…</p>;
  if (isNew) return <StaffEditor siteId={siteId} zone={zone} initial={emptyStaff()} />;
  if (!read.data) return null;
  return (
    <StaffEditor
      key={memberId}
      siteId={siteId}
      zone={zone}
      member={read.data}
      initial={draftOf(read.data, zone)}
    />
  );
}
