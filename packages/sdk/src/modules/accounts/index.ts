/**
 * `@bazaar/sdk/accounts`: the people who run sites. `sites` and `invitations.accept` are the
 * signed-in account's own (an account's token, no site); `invitations` and `collaborators` act on
 * the site the client names (`wix-site-id`), as the role the account has there.
 */
export * as collaborators from './collaborators.js';
export * as invitations from './invitations.js';
export * as sites from './sites.js';
export type { AccountSite, Collaborator, Invitation } from './types.js';
