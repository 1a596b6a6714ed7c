import { ApiKeysSection } from '../team/api-keys-section';
import { InvitationsSection } from '../team/invitations-section';
import { PeopleSection } from '../team/people-section';

/** Who works on the site and with what keys: its owners' page. */
export function TeamPage({ siteId }: { siteId: string }) {
  return (
    <>
      <h1>Team</h1>
      <div className="stack">
        <PeopleSection siteId={siteId} />
        <InvitationsSection siteId={siteId} />
        <ApiKeysSection siteId={siteId} />
      </div>
    </>
  );
}
