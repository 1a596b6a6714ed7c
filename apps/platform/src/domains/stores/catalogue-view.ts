import { type AuthenticatedIdentity, siteOf } from '../../kernel/auth.js';

/**
 * How much of the catalogue a caller sees, decided in this one place: the site owner (an API
 * key) sees hidden products and merchant data when it asks for them; visitors and members see
 * visible products and public fields only, whatever they ask for.
 */
export interface CatalogueView {
  siteId: string;
  /** Hidden products and variants are found (a read by id), or may be asked for (a query). */
  owner: boolean;
}

export const catalogueViewOf = (identity: AuthenticatedIdentity): CatalogueView => ({
  siteId: siteOf(identity),
  owner: identity.kind === 'owner',
});

/** What a caller asked for, granted only to the owner. */
export const ownerOnly = (view: CatalogueView, asked: boolean | undefined): boolean =>
  view.owner && asked === true;
