import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { MemberSignUpPolicies } from '../identity/identity.js';

/** The apps a site can install; the storefront detects them by probing their APIs. */
export const SiteApps = ['bookings', 'stores', 'events', 'pricing-plans'] as const;
export type SiteApp = (typeof SiteApps)[number];

export const SiteSettingsSchema = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. USD' }),
  timeZone: Type.String({ minLength: 1, description: 'IANA time zone, e.g. Europe/London' }),
  acceptsPayments: Type.Boolean({ description: 'Whether checkouts may be created' }),
  memberSignUp: Type.Optional(
    StringEnum(MemberSignUpPolicies, {
      description: 'How visitors become members: OPEN, EMAIL_VERIFICATION (the default) or OWNER_APPROVAL',
    }),
  ),
});
export type SiteSettings = Static<typeof SiteSettingsSchema>;

export const SiteSchema = Type.Object({
  id: Type.String({ description: 'The meta-site id' }),
  displayName: Type.String(),
  installedApps: Type.Array(StringEnum(SiteApps)),
  settings: SiteSettingsSchema,
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  revision: Type.Integer(),
});
export type Site = Static<typeof SiteSchema>;

export const GetSiteResponseSchema = Type.Object({ site: SiteSchema });
export type GetSiteResponse = Static<typeof GetSiteResponseSchema>;

export const UpdateSiteRequestSchema = Type.Object({
  site: Type.Object({
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    installedApps: Type.Optional(Type.Array(StringEnum(SiteApps), { uniqueItems: true })),
    settings: Type.Optional(Type.Partial(SiteSettingsSchema)),
  }),
});
export type UpdateSiteRequest = Static<typeof UpdateSiteRequestSchema>;
