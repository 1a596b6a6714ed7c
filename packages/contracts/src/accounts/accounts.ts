import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { SiteRoleSchema } from '../sites/roles.js';
import { SiteApps, SiteSchema } from '../sites/site.js';

/** A site an account works on, and as what. */
export const AccountSiteSchema = Type.Object({ site: SiteSchema, role: SiteRoleSchema });
export type AccountSite = Static<typeof AccountSiteSchema>;

export const ListAccountSitesResponseSchema = Type.Object({ sites: Type.Array(AccountSiteSchema) });
export type ListAccountSitesResponse = Static<typeof ListAccountSitesResponseSchema>;

/** A new site: the account that makes it is its owner. */
export const CreateSiteRequestSchema = Type.Object({
  site: Type.Object({
    displayName: Type.String({ minLength: 1, maxLength: 100 }),
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. EUR' }),
    timeZone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone, e.g. Europe/Lisbon' }),
    installedApps: Type.Array(StringEnum(SiteApps), { maxItems: 4, uniqueItems: true }),
  }),
});
export type CreateSiteRequest = Static<typeof CreateSiteRequestSchema>;

export const InvitationStatuses = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;

/** An invitation by mail to work on a site as a role; its link is mailed, never answered. */
export const InvitationSchema = Type.Object({
  id: Type.String(),
  siteId: Type.String(),
  email: Type.String(),
  role: SiteRoleSchema,
  status: StringEnum(InvitationStatuses),
  createdDate: Type.String({ format: 'date-time' }),
  expiresDate: Type.String({ format: 'date-time' }),
});
export type Invitation = Static<typeof InvitationSchema>;

export const CreateInvitationRequestSchema = Type.Object({
  invitation: Type.Object({
    email: Type.String({ format: 'email', maxLength: 254 }),
    role: SiteRoleSchema,
  }),
});
export type CreateInvitationRequest = Static<typeof CreateInvitationRequestSchema>;

export const InvitationResponseSchema = Type.Object({ invitation: InvitationSchema });
export const ListInvitationsResponseSchema = Type.Object({ invitations: Type.Array(InvitationSchema) });
export const InvitationIdParamsSchema = Type.Object({
  invitationId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A person who works on the site, as a role. */
export const CollaboratorSchema = Type.Object({
  accountId: Type.String(),
  siteId: Type.String(),
  email: Type.String(),
  role: SiteRoleSchema,
  createdDate: Type.String({ format: 'date-time' }),
});
export type Collaborator = Static<typeof CollaboratorSchema>;

export const ListCollaboratorsResponseSchema = Type.Object({ collaborators: Type.Array(CollaboratorSchema) });
export const CollaboratorResponseSchema = Type.Object({ collaborator: CollaboratorSchema });
export const CollaboratorIdParamsSchema = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 100 }),
});
export const UpdateCollaboratorRequestSchema = Type.Object({
  collaborator: Type.Object({ role: SiteRoleSchema }),
});
export type UpdateCollaboratorRequest = Static<typeof UpdateCollaboratorRequestSchema>;

const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
const NewPassword = Type.String({ minLength: 1, maxLength: 256 });

/** The token of an invitation's link (the hosted invitation page reads it from the fragment). */
export const InvitationTokenRequestSchema = Type.Object({ token: LinkToken });

/** What the invitation page shows: the site, the role, the address it was sent to. */
export const HostedInvitationResponseSchema = Type.Object({
  siteName: Type.String(),
  email: Type.String(),
  role: SiteRoleSchema,
  /** Whether an account already has this address: it signs in to accept, else it is made here. */
  accountExists: Type.Boolean(),
  expiresDate: Type.String({ format: 'date-time' }),
});
export type HostedInvitation = Static<typeof HostedInvitationResponseSchema>;

/** Accepts an invitation by making the account it was sent to, with this password. */
export const AcceptInvitationRequestSchema = Type.Object({ token: LinkToken, password: NewPassword });

export const AcceptedInvitationResponseSchema = Type.Object({ siteId: Type.String(), role: SiteRoleSchema });
export type AcceptedInvitation = Static<typeof AcceptedInvitationResponseSchema>;

/** The first account of an installation, from the one-time set-up link its first start logged. */
export const AccountSetupRequestSchema = Type.Object({
  token: LinkToken,
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: NewPassword,
});
export const AccountSetupResponseSchema = Type.Object({
  accountId: Type.String(),
  /** The sites the installation had, which the first account now owns. */
  siteIds: Type.Array(Type.String()),
});
export type AccountSetupResponse = Static<typeof AccountSetupResponseSchema>;
