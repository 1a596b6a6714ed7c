import type {
  BulkAdjustProductsRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
} from '@bazaar/contracts';
import { AppError, ApplicationError } from '../../../kernel/errors.js';
import { type Minor, percentOf, toMinor } from '../../../kernel/money.js';
import type { StoresDependencies } from '../dependencies.js';
import { changeProduct } from './product-change.js';
import type { ProductRecord } from './product-record.js';

type Adjustment = { amount?: string | number; percentage?: number };

/** `minor` moved by an amount or a percentage, in integer arithmetic; never below zero. */
function adjustMinor(minor: Minor, adjustment: Adjustment, currency: string, field: string): Minor {
  let next = minor;
  if (adjustment.amount !== undefined) {
    const text = String(adjustment.amount);
    const negative = text.startsWith('-');
    const delta = toMinor(negative ? text.slice(1) : text, currency, field);
    next += negative ? -delta : delta;
  }
  if (adjustment.percentage !== undefined) {
    const percentage = adjustment.percentage;
    const part = percentOf(next, String(Math.abs(percentage)));
    next += percentage < 0 ? -part : part;
  }
  if (next < 0)
    throw new ApplicationError({
      status: 400,
      code: 'NEGATIVE_AMOUNT',
      description: `The adjusted ${field} would be below zero`,
    });
  return next;
}

/**
 * Changes many products at once. Each product is changed in its own transaction, so one that
 * fails (unknown id, a price that would go negative) does not stop the others; the answer says
 * which succeeded.
 */
export function createBulkUpdates({
  db,
  sites,
  storefrontUrl,
  clock,
}: Pick<StoresDependencies, 'db' | 'sites' | 'storefrontUrl' | 'clock'>) {
  async function each(
    siteId: string,
    ids: string[],
    change: (record: ProductRecord, currency: string) => void,
  ): Promise<BulkProductsResponse> {
    const { currency } = (await sites.getSite(siteId)).settings;
    const results: BulkProductsResponse['results'] = [];
    for (const [originalIndex, id] of ids.entries()) {
      try {
        await db.transaction((tx) =>
          changeProduct(tx, { siteId, id, currency, storefrontUrl, now: clock.now() }, (next) =>
            change(next, currency),
          ),
        );
        results.push({ itemMetadata: { id, originalIndex, success: true } });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const code = error instanceof ApplicationError ? error.code : 'INVALID_ARGUMENT';
        results.push({
          itemMetadata: { id, originalIndex, success: false, error: { code, description: error.message } },
        });
      }
    }
    const totalSuccesses = results.filter((result) => result.itemMetadata.success).length;
    return {
      results,
      bulkActionMetadata: {
        totalSuccesses,
        totalFailures: results.length - totalSuccesses,
        undetailedFailures: 0,
      },
    };
  }

  return {
    bulkUpdateProducts: (siteId: string, request: BulkUpdateProductsRequest) =>
      each(siteId, request.ids, (record, currency) => {
        if (request.set.price !== undefined)
          record.priceMinor = toMinor(request.set.price, currency, 'set.price');
        if (request.set.cost !== undefined)
          record.costMinor = toMinor(request.set.cost, currency, 'set.cost');
        if (request.set.weight !== undefined) record.weight = request.set.weight;
      }),

    bulkAdjustProducts: (siteId: string, request: BulkAdjustProductsRequest) =>
      each(siteId, request.ids, (record, currency) => {
        const { price, cost, weight } = request.adjust;
        if (price) record.priceMinor = adjustMinor(record.priceMinor, price, currency, 'price');
        if (cost) record.costMinor = adjustMinor(record.costMinor ?? 0, cost, currency, 'cost');
        if (weight) {
          // Weights are measurements, not money: kept to the gram.
          const base = record.weight ?? 0;
          const adjusted = (base + Number(weight.amount ?? 0)) * (1 + (weight.percentage ?? 0) / 100);
          record.weight = Math.max(0, Math.round(adjusted * 1000) / 1000);
        }
      }),
  };
}
