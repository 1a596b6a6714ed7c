import { lockName } from '../../../kernel/db/counters.js';
import type { Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import { slugify } from '../../../kernel/slug.js';
import { checkSlug } from './input.js';
import { slugTaken } from './repo.js';

/**
 * A slug free on the site: the one the owner asked for (refused if another event has it), or one
 * made from the title with the first free number after it. The name lock makes two creators of
 * "Fado Night" at once get `fado-night` and `fado-night-2`, not a unique-key error.
 */
export async function freeSlug(
  tx: Transaction,
  siteId: string,
  title: string,
  asked?: string,
  exceptId?: string,
): Promise<string> {
  if (asked !== undefined) {
    checkSlug(asked);
    await lockName(tx, `events-slug:${siteId}:${asked}`);
    if (await slugTaken(tx, siteId, asked, exceptId))
      throw new ApplicationError({
        status: 409,
        code: 'SLUG_ALREADY_EXISTS',
        description: `Another event uses the slug ${asked}`,
      });
    return asked;
  }
  const base = slugify(title, 'event');
  await lockName(tx, `events-slug:${siteId}:${base}`);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, siteId, slug, exceptId))) return slug;
  }
}
