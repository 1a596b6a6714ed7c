import type { Coupon, CreateCouponRequest } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import { lockName } from '../../kernel/db/counters.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { type Minor, percentOf, toMinor } from '../../kernel/money.js';
import * as repo from './coupons-repo.js';

/** Codes are matched without regard to case: "summer10" is "SUMMER10". */
const normalise = (code: string) => code.trim().toUpperCase();

export type CouponCheck =
  | { applies: true; coupon: Coupon; discountMinor: Minor }
  | { applies: false; reason: string };

/** Whether `coupon` applies to a subtotal now, and how much it takes off (never more than the subtotal). */
export function checkCoupon(coupon: Coupon, subtotalMinor: Minor, currency: string, now: Date): CouponCheck {
  if (!coupon.active) return { applies: false, reason: `The coupon ${coupon.code} is no longer active` };
  if (coupon.expirationDate && coupon.expirationDate <= now.toISOString())
    return { applies: false, reason: `The coupon ${coupon.code} has expired` };
  if (
    coupon.minimumSubtotal &&
    subtotalMinor < toMinor(coupon.minimumSubtotal, currency, 'minimumSubtotal')
  ) {
    return {
      applies: false,
      reason: `The coupon ${coupon.code} needs a subtotal of at least ${coupon.minimumSubtotal}`,
    };
  }
  const off =
    coupon.type === 'PERCENT'
      ? percentOf(subtotalMinor, coupon.value)
      : toMinor(coupon.value, currency, 'value');
  return { applies: true, coupon, discountMinor: Math.min(off, subtotalMinor) };
}

export function createCouponsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async createCoupon(
      siteId: string,
      input: CreateCouponRequest['coupon'],
      currency: string,
    ): Promise<Coupon> {
      if (input.type === 'PERCENT' && Number(input.value) > 100) {
        throw new ApplicationError({
          status: 400,
          code: 'INVALID_COUPON',
          description: 'A percentage coupon takes at most 100%',
        });
      }
      if (input.type === 'AMOUNT') toMinor(input.value, currency, 'coupon.value');
      const coupon: Coupon = {
        id: newId(),
        code: normalise(input.code),
        name: input.name ?? normalise(input.code),
        type: input.type,
        value: input.value,
        ...(input.minimumSubtotal ? { minimumSubtotal: input.minimumSubtotal } : {}),
        ...(input.expirationDate ? { expirationDate: new Date(input.expirationDate).toISOString() } : {}),
        active: true,
        createdDate: clock.now().toISOString(),
      };
      await db.transaction(async (tx) => {
        await lockName(tx, `coupon-code:${siteId}:${coupon.code}`);
        if (await findByCode(tx, siteId, coupon.code)) {
          throw new ApplicationError({
            status: 409,
            code: 'COUPON_CODE_ALREADY_EXISTS',
            description: `The code ${coupon.code} is already used`,
          });
        }
        await repo.insertCoupon(tx, siteId, coupon);
      });
      return coupon;
    },

    listCoupons: (siteId: string): Promise<Coupon[]> => repo.listCoupons(db, siteId),

    async deleteCoupon(siteId: string, id: string): Promise<void> {
      if (!(await repo.deleteCoupon(db, siteId, id))) throw notFound('Coupon', id);
    },

    /**
     * What the coupon with `code` takes off lines of `subtotalMinor` now, for an app that prices
     * its own lines (event tickets): undefined when the site has no such coupon.
     */
    async discountFor(
      siteId: string,
      code: string,
      subtotalMinor: Minor,
      currency: string,
    ): Promise<CouponCheck | undefined> {
      const coupon = await findByCode(db, siteId, code);
      return coupon && checkCoupon(coupon, subtotalMinor, currency, clock.now());
    },

    /** Read through `on` when the caller is inside a transaction. */
    findByCode: (siteId: string, code: string, on: Queryable = db) => findByCode(on, siteId, code),
  };
}

const findByCode = (db: Queryable, siteId: string, code: string): Promise<Coupon | undefined> =>
  repo.findCouponByCode(db, siteId, normalise(code));

export type CouponsService = ReturnType<typeof createCouponsService>;
