import { BazaarError } from '@bazaar/sdk';
import { hostedMailbox, type MailboxMessages } from '@bazaar/sdk/hosted';
import { applicationErrorOf, platformClient } from '../../shared/platform';

/** The mailbox page's call: the link's key (in its fragment) is the credential. */
const client = platformClient({ hostedMailbox });

export type MailboxMessage = MailboxMessages['messages'][number];

/** The key of the link that opened the page: in its fragment, which no server ever receives. */
export const keyOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('key') ?? '';

const readMailbox = async (key: string, to: string) =>
  (await client.hostedMailbox.readMailbox({ key, ...(to.trim() ? { to: to.trim() } : {}) })).messages;

/** Every kind of message, made from sample data by the platform's templates. */
const previewMessages = async (key: string) => (await client.hostedMailbox.previewMessages({ key })).messages;

/** The page's calls as one value, so a test can hand the page its own. */
export const mailboxCalls = { readMailbox, previewMessages };
export type MailboxCalls = typeof mailboxCalls;

export const LINK_UNUSABLE =
  'This mailbox link has expired or is not valid. Make a new one with POST /mail/v1/mailbox-links and your API key.';

/** A key the platform refuses (expired, or not a key at all) is an unusable link; the rest, a retry. */
export function mailboxMessageOf(reason: unknown): string {
  const refused =
    applicationErrorOf(reason)?.code === 'MAILBOX_LINK_INVALID' ||
    (reason instanceof BazaarError && reason.kind === 'validation');
  return refused ? LINK_UNUSABLE : 'Something went wrong. Please try again.';
}
