import { lockName } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { slugify } from '../../../kernel/slug.js';
import * as repo from './repo.js';

/** Lower-case letters, digits and hyphens, with at least one letter or digit (Wix, "About Service Slugs"). */
const LEGAL_SLUG = /^(?=.*[a-z0-9])[a-z0-9-]+$/;

export const isLegalSlug = (slug: string): boolean => LEGAL_SLUG.test(slug);

/** Holds `slug` until the transaction ends, so two services racing for it are told apart. */
export const lockSlug = (tx: Queryable, siteId: string, slug: string): Promise<void> =>
  lockName(tx, `service-slug:${siteId}:${slug}`);

/**
 * The first free slug made from `name` ("Yoga class", "yoga-class-2", …), held while it is taken.
 * Generated slugs are checked against main slugs only (an indexed column); the full check of
 * `slugUsedByAnother` reads documents, which only an owner's custom slug is worth.
 */
export async function freeSlug(tx: Queryable, siteId: string, name: string): Promise<string> {
  const base = slugify(name, 'service');
  await lockSlug(tx, siteId, base);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await repo.slugOwner(tx, siteId, candidate))) return candidate;
  }
}

/** Whether a service other than `serviceId` has `slug` as its main slug, or had it before. */
export async function slugUsedByAnother(
  db: Queryable,
  siteId: string,
  slug: string,
  serviceId: string | undefined,
): Promise<boolean> {
  const owner = await repo.slugOwner(db, siteId, slug);
  if (owner !== undefined && owner !== serviceId) return true;
  const holders = await repo.servicesMentioning(db, siteId, slug);
  return holders.some(
    (record) => record.id !== serviceId && (record.pastSlugs ?? []).some((past) => past.name === slug),
  );
}
