import type { HostedMailboxRequest, HostedMailPreviewsRequest, ListMailResponse } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type MailboxMessages = FromWire<ListMailResponse>;

/**
 * The call of the hosted mailbox page (development mail, no SMTP server set): the key of a link
 * the owner made (`POST /mail/v1/mailbox-links`) is the credential; an expired one fails with
 * MAILBOX_LINK_INVALID.
 */
export const hostedMailbox = {
  readMailbox: defineMethod(
    ({ http }) =>
      async (request: HostedMailboxRequest): Promise<MailboxMessages> =>
        callRest<ListMailResponse>(http, { method: 'POST', path: '/hosted/v1/mailbox', payload: request }),
  ),
  /** Every kind of message the platform sends customers, made from sample data (nothing is sent). */
  previewMessages: defineMethod(
    ({ http }) =>
      async (request: HostedMailPreviewsRequest): Promise<MailboxMessages> =>
        callRest<ListMailResponse>(http, {
          method: 'POST',
          path: '/hosted/v1/mailbox/previews',
          payload: request,
        }),
  ),
};
