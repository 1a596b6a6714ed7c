import {
  ACCOUNTS_SITE_ID,
  type AcceptedInvitation,
  type CreateInvitationRequest,
  type HostedInvitation,
  type Invitation,
  PASSWORD_MIN_LENGTH,
} from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound, ValidationError } from '../../kernel/errors.js';
import { hashSecret, newId, newSecret } from '../../kernel/ids.js';
import type { MemberAdmin } from '../identity/member-admin.js';
import type { Passwords } from '../identity/passwords.js';
import type { MailService } from '../mail/module.js';
import type { SitesService } from '../sites/service.js';
import * as collaborators from './collaborators-repo.js';
import * as repo from './invitations-repo.js';
import { invitationMail } from './mails.js';

const INVITATION_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

const unusable = () =>
  new ApplicationError({
    status: 410,
    code: 'INVITATION_UNUSABLE',
    description: 'This invitation was accepted, revoked or has expired: ask for a new one',
  });

export interface InvitationsDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  /** The members of the accounts site: the accounts. */
  accounts: Pick<MemberAdmin, 'findByEmail' | 'create' | 'find'>;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  passwords: Passwords;
}

/**
 * Invitations to work on a site: mailed as a link (its token kept only as a hash), accepted once,
 * by the account with the address it was sent to, or by making that account on the spot.
 */
export function createInvitations({
  db,
  clock,
  sites,
  accounts,
  mail,
  publicUrl,
  passwords,
}: InvitationsDeps) {
  const now = () => clock.now().toISOString();

  async function pending(token: string): Promise<Invitation> {
    const invitation = await repo.invitationByToken(db, hashSecret(token), now());
    if (invitation?.status !== 'PENDING') throw unusable();
    return invitation;
  }

  /** Closes the invitation and adds its account to the site, both or neither. */
  async function accept(invitation: Invitation, accountId: string): Promise<AcceptedInvitation> {
    await db.transaction(async (tx) => {
      if (!(await repo.closeInvitation(tx, invitation, 'ACCEPTED'))) throw unusable();
      await collaborators.putCollaborator(tx, {
        siteId: invitation.siteId,
        accountId,
        role: invitation.role,
        createdDate: now(),
      });
    });
    return { siteId: invitation.siteId, role: invitation.role };
  }

  return {
    async invite(siteId: string, request: CreateInvitationRequest['invitation']): Promise<Invitation> {
      const email = request.email.trim().toLowerCase();
      const account = await accounts.findByEmail(ACCOUNTS_SITE_ID, email);
      if (account && (await collaborators.roleOf(db, account.id, siteId)))
        throw new ApplicationError({
          status: 409,
          code: 'ALREADY_COLLABORATOR',
          description: `${email} already works on this site: change their role instead`,
        });
      const site = await sites.getSite(siteId);
      const token = newSecret('bzi_');
      const created = clock.now();
      const invitation: Invitation = {
        id: newId(),
        siteId,
        email,
        role: request.role,
        status: 'PENDING',
        createdDate: created.toISOString(),
        expiresDate: new Date(created.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
      };
      await repo.insertInvitation(db, invitation, hashSecret(token));
      const link = `${publicUrl}/hosted/invitation#token=${token}`;
      await mail.send(invitationMail(siteId, site.displayName, email, request.role, link, INVITATION_DAYS));
      return invitation;
    },

    list: (siteId: string) => repo.invitationsOfSite(db, siteId, now()),

    async revoke(siteId: string, invitationId: string): Promise<void> {
      if (!(await repo.closeInvitation(db, { id: invitationId, siteId }, 'REVOKED')))
        throw notFound('Pending invitation', invitationId);
    },

    /** What the invitation page shows before the person accepts. */
    async read(token: string): Promise<HostedInvitation> {
      const invitation = await pending(token);
      const site = await sites.getSite(invitation.siteId);
      const account = await accounts.findByEmail(ACCOUNTS_SITE_ID, invitation.email);
      return {
        siteName: site.displayName,
        email: invitation.email,
        role: invitation.role,
        accountExists: account !== undefined,
        expiresDate: invitation.expiresDate,
      };
    },

    /** Accepts by making the invited address's account, with this password (the link proves the address). */
    async acceptWithNewAccount(token: string, password: string): Promise<AcceptedInvitation> {
      const invitation = await pending(token);
      if (password.length < PASSWORD_MIN_LENGTH)
        throw ValidationError.field(
          'password',
          `must have at least ${PASSWORD_MIN_LENGTH} characters`,
          'MIN_LENGTH',
        );
      if (await accounts.findByEmail(ACCOUNTS_SITE_ID, invitation.email))
        throw new ApplicationError({
          status: 409,
          code: 'ACCOUNT_EXISTS',
          description: 'An account has this address already: sign in to accept the invitation',
        });
      const account = await accounts.create(ACCOUNTS_SITE_ID, {
        email: invitation.email,
        profile: {},
        passwordHash: await passwords.hash(password),
        emailVerified: true,
      });
      return accept(invitation, account.id);
    },

    /** Accepts as the signed-in account the invitation was sent to. */
    async acceptAsAccount(accountId: string, token: string): Promise<AcceptedInvitation> {
      const invitation = await pending(token);
      const account = await accounts.find(ACCOUNTS_SITE_ID, accountId);
      if (account?.email !== invitation.email)
        throw forbidden('This invitation was sent to another address: sign in with that one to accept it');
      return accept(invitation, accountId);
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
