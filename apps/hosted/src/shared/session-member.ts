import { hostedMember } from '@bazaar/sdk/hosted';
import { platformClient } from './platform';

const client = platformClient({ hostedMember });

/** The signed-in member a page's redirect session was made for: their email, names and phone. */
export type SessionMember = NonNullable<
  Awaited<ReturnType<typeof client.hostedMember.getSessionMember>>['member']
>;

/**
 * The member the page is for, to fill in their details (editable), or undefined for a visitor.
 * A failure here only means the fields start empty: the page goes on without it.
 */
export const loadSessionMember = (session: string): Promise<SessionMember | undefined> =>
  client.hostedMember
    .getSessionMember({ session })
    .then((answer) => answer.member)
    .catch(() => undefined);
