import type { InvalidSlugError, Service, ValidateSlugRequest, ValidateSlugResponse } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, ValidationError } from '../../../kernel/errors.js';
import { changeService } from './change-service.js';
import type { ServicesContext } from './context.js';
import { isLegalSlug, lockSlug, slugUsedByAnother } from './slug-rules.js';

/** Wix lists at most 100 `supportedSlugs`: the main one and the 99 before it. */
const MAX_PAST_SLUGS = 99;

const illegalSlug = (): ValidationError =>
  new ValidationError([
    {
      field: 'slug',
      description: 'may hold only lower-case letters, digits and hyphens',
      violatedRule: 'FORMAT',
      ruleName: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
    },
  ]);

const slugTaken = (slug: string): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'SLUG_ALREADY_EXISTS',
    description: `Another service uses or used the slug ${slug}`,
  });

/**
 * A service's custom slug (Wix, "About Service Slugs"): lower-case letters, digits and hyphens,
 * and never one another service has or had, so a link made with an old slug can only mean this
 * service. The slug it replaces stays in `supportedSlugs`.
 */
export function createSlugCalls(ctx: ServicesContext) {
  const { db, currencyOf } = ctx;

  async function problemsOf(tx: Queryable, siteId: string, slug: string, serviceId?: string) {
    const errors: InvalidSlugError[] = [];
    if (!isLegalSlug(slug)) errors.push('SLUG_CONTAINS_ILLEGAL_CHARACTERS');
    else if (await slugUsedByAnother(tx, siteId, slug, serviceId)) errors.push('SLUG_ALREADY_EXISTS');
    return errors;
  }

  return {
    async validateSlug(siteId: string, request: ValidateSlugRequest): Promise<ValidateSlugResponse> {
      const errors = await problemsOf(db, siteId, request.slug, request.serviceId);
      return errors.length > 0 ? { valid: false, errors } : { valid: true, slug: request.slug, errors };
    },

    async setCustomSlug(siteId: string, id: string, slug: string) {
      if (!isLegalSlug(slug)) throw illegalSlug();
      const currency = await currencyOf(siteId);
      const { service } = await db.transaction((tx) =>
        changeService(ctx, tx, { siteId, id, currency }, async (existing, now) => {
          await lockSlug(tx, siteId, slug);
          if (await slugUsedByAnother(tx, siteId, slug, id)) throw slugTaken(slug);
          if (existing.slug === slug) return { ...existing, slugCustom: true };
          const replaced = {
            name: existing.slug,
            custom: existing.slugCustom,
            createdDate: existing.slugCreatedDate ?? existing.createdDate,
          };
          // A slug the service had before becomes its main one again rather than being listed twice.
          const pastSlugs = [
            ...(existing.pastSlugs ?? []).filter((past) => past.name !== slug),
            replaced,
          ].slice(-MAX_PAST_SLUGS);
          return { ...existing, slug, slugCustom: true, slugCreatedDate: now, pastSlugs };
        }),
      );
      return { slug: service.mainSlug, service } satisfies { slug: Service['mainSlug']; service: Service };
    },
  };
}
