import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { useItemsDatabase, violationOf } from '../../testing/query-items.js';

/** Requests refused with the field and rule at fault, and the limits accepted. */
describe.each(testDialects)('%s', (dialect) => {
  const { query } = useItemsDatabase(dialect);

  describe('request validation', () => {
    it.each([
      [{ filter: { secret: 'x' } }, 'filter.secret', 'VALIDATION'],
      [{ filter: { $or: [{ price: 1 }, { secret: 'x' }] } }, 'filter.secret', 'VALIDATION'],
      [{ filter: { secret: 'x' }, cursorPaging: {} }, 'filter.secret', 'VALIDATION'],
      [{ filter: { price: 'ten' } }, 'filter.price', 'FORMAT'],
      [{ filter: { price: { $in: 'ten' } } }, 'filter.price.$in', 'VALIDATION'],
      [{ filter: { createdDate: { $gt: 'last week' } } }, 'filter.createdDate', 'FORMAT'],
      [{ filter: { hidden: 1 } }, 'filter.hidden', 'FORMAT'],
      [{ paging: { limit: 101 } }, 'paging.limit', 'MAX'],
      [{ paging: { limit: -1 } }, 'paging.limit', 'MIN'],
      [{ paging: { limit: 2.5 } }, 'paging.limit', 'FORMAT'],
      [{ paging: { limit: '10' } }, 'paging.limit', 'FORMAT'],
      [{ paging: { offset: -5 } }, 'paging.offset', 'MIN'],
      [{ paging: { offset: 0.5 } }, 'paging.offset', 'FORMAT'],
      [{ cursorPaging: { limit: 101 } }, 'cursorPaging.limit', 'MAX'],
      [{ paging: { limit: 10 }, cursorPaging: { limit: 10 } }, 'cursorPaging', 'ONE_OF_ALIGNMENT'],
      [{ paging: 5 }, 'paging', 'FORMAT'],
    ])('refuses %j on %s (%s)', async (request, field, violatedRule) => {
      expect(await violationOf(query('a', request))).toMatchObject({ field, violatedRule });
    });

    it('accepts limit 100', async () => {
      expect((await query('a', { paging: { limit: 100 } })).pagingMetadata.count).toBe(12);
      expect((await query('a', { cursorPaging: { limit: 100 } })).pagingMetadata.count).toBe(12);
    });
  });
});
