import type { Fulfillment, FulfillmentInput, Order, OrderWithFulfillments } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { notFound, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { orderShippedMail } from '../../mail/templates/store/order-shipped.js';
import { FULFILLMENTS_FQDN } from '../events.js';
import { fulfilledQuantities, fulfillmentStatusOf } from './fulfillment-status.js';
import { type OrderActivity, type OrderChanges, orderRefused } from './order-changes.js';
import type { OrderMail } from './order-mail.js';
import * as repo from './orders-repo.js';
import { trackingLinkOf } from './tracking-links.js';

/** The tracking as kept: a predefined carrier's link made from its number, unless one was given. */
function trackingOf(info: FulfillmentInput['trackingInfo']): Fulfillment['trackingInfo'] {
  if (!info) return undefined;
  const link = info.trackingLink ?? trackingLinkOf(info.shippingProvider, info.trackingNumber);
  return { ...info, ...(link ? { trackingLink: link } : {}) };
}

/**
 * The lines a fulfillment covers, each checked against what the order's other fulfillments leave
 * of it; a line without a quantity takes all that is left of it.
 */
function linesOf(
  order: Order,
  others: readonly Fulfillment[],
  asked: NonNullable<FulfillmentInput['lineItems']>,
) {
  const covered = fulfilledQuantities(others);
  const merged = new Map<string, number | undefined>();
  for (const line of asked) {
    const before = merged.get(line.id);
    merged.set(line.id, line.quantity === undefined ? undefined : (before ?? 0) + line.quantity);
  }
  return [...merged].map(([id, quantity]) => {
    const line = order.lineItems.find((candidate) => candidate.id === id);
    if (!line) throw ValidationError.field('fulfillment.lineItems', `names no line of this order: ${id}`);
    const left = line.quantity - (covered.get(id) ?? 0);
    const wanted = quantity ?? left;
    if (left <= 0)
      throw orderRefused('LINE_ALREADY_FULFILLED', `${line.productName.original} is already fulfilled`);
    if (wanted > left)
      throw orderRefused(
        'FULFILLMENT_EXCEEDS_QUANTITY',
        `Only ${left} of ${line.productName.original} ${left === 1 ? 'is' : 'are'} left to fulfill`,
      );
    return { id, quantity: wanted };
  });
}

/** Refuses a tracking number another fulfillment of the order already has (Wix's error). */
function requireNewTracking(fulfillment: Fulfillment, others: readonly Fulfillment[]) {
  const number = fulfillment.trackingInfo?.trackingNumber;
  if (number && others.some((other) => other.trackingInfo?.trackingNumber === number))
    throw orderRefused(
      'TRACKING_NUMBER_ALREADY_EXISTS',
      `Tracking number ${number} is already on this order`,
    );
}

/** What the change adds to the order's history. */
function activitiesOf(
  before: Order,
  after: Order,
  tracking: 'added' | 'edited' | undefined,
): OrderActivity[] {
  const activities: OrderActivity[] = [];
  if (tracking === 'added') activities.push('TRACKING_NUMBER_ADDED');
  if (tracking === 'edited') activities.push('TRACKING_NUMBER_EDITED');
  if (after.fulfillmentStatus === 'FULFILLED' && before.fulfillmentStatus !== 'FULFILLED')
    activities.push('ORDER_FULFILLED');
  if (before.fulfillmentStatus === 'FULFILLED' && after.fulfillmentStatus !== 'FULFILLED')
    activities.push('ORDER_NOT_FULFILLED');
  return activities;
}

/**
 * Wix's Order Fulfillments: the owner records what was shipped (lines, carrier, tracking), and the
 * order's fulfillment status follows the quantities. Every change holds the order's lock.
 */
export function createOrderFulfillments({
  db,
  clock,
  changes,
  orderMail,
}: {
  db: Database;
  clock: Clock;
  changes: OrderChanges;
  orderMail: OrderMail;
}) {
  /** Applies `next` (the order's fulfillments after the change) to the order and its history. */
  const settle = (order: Order, next: readonly Fulfillment[], tracking?: 'added' | 'edited') => {
    const after: Order = { ...order, fulfillmentStatus: fulfillmentStatusOf(order.lineItems, next) };
    return { order: after, activities: activitiesOf(order, after, tracking) };
  };
  const fulfillmentsOf = async (tx: Transaction | Database, siteId: string, orderId: string) =>
    (await repo.fulfillmentsOf(tx, siteId, [orderId])).get(orderId) ?? [];
  const withFulfillments = (orderId: string, fulfillments: Fulfillment[]): OrderWithFulfillments => ({
    orderId,
    fulfillments,
  });
  /** Announces the order's fulfillments after a change (Wix's `onFulfillmentsUpdated`). */
  const announce = (tx: Transaction, siteId: string, entity: OrderWithFulfillments) =>
    recordEvent(tx, {
      siteId,
      entityFqdn: FULFILLMENTS_FQDN,
      action: 'updated',
      entityId: entity.orderId,
      entity,
      eventTime: clock.now().toISOString(),
    });

  return {
    /** An order's fulfillments, for the owner or the order's buyer. */
    async listForOrder(identity: AuthenticatedIdentity, orderId: string): Promise<OrderWithFulfillments> {
      await changes.visible(identity, orderId);
      return withFulfillments(orderId, await fulfillmentsOf(db, identity.siteId, orderId));
    },

    /** The fulfillments of several orders of the site (ids of no order answer none). */
    async listForOrders(siteId: string, orderIds: string[]): Promise<OrderWithFulfillments[]> {
      const byOrder = await repo.fulfillmentsOf(db, siteId, [...new Set(orderIds)]);
      return [...byOrder].map(([orderId, fulfillments]) => withFulfillments(orderId, fulfillments));
    },

    async create(
      siteId: string,
      orderId: string,
      input: FulfillmentInput & { lineItems: NonNullable<FulfillmentInput['lineItems']> },
    ) {
      const site = await orderMail.siteOf(siteId);
      return changes.change(siteId, orderId, async (tx, order) => {
        if (order.status === 'CANCELED')
          throw orderRefused('ORDER_CANCELED', `Order ${order.number} is canceled`);
        const others = await fulfillmentsOf(tx, siteId, orderId);
        const tracking = trackingOf(input.trackingInfo);
        const fulfillment: Fulfillment = {
          id: newId(),
          createdDate: clock.now().toISOString(),
          lineItems: linesOf(order, others, input.lineItems),
          ...(tracking ? { trackingInfo: tracking } : {}),
          ...(input.customInfo ? { customInfo: input.customInfo } : {}),
          ...(input.status ? { status: input.status } : {}),
          ...(input.completed !== undefined ? { completed: input.completed } : {}),
        };
        requireNewTracking(fulfillment, others);
        await repo.insertFulfillment(tx, siteId, orderId, fulfillment);
        const next = [...others, fulfillment];
        await announce(tx, siteId, withFulfillments(orderId, next));
        // The buyer hears of each parcel, with its tracking.
        await orderMail.send(tx, orderShippedMail(site, order, fulfillment));
        return {
          ...settle(order, next, tracking?.trackingNumber ? 'added' : undefined),
          result: { orderWithFulfillments: withFulfillments(orderId, next), fulfillmentId: fulfillment.id },
        };
      });
    },

    /** Replaces the fields sent (lines are checked again, without this fulfillment's own). */
    update(siteId: string, orderId: string, fulfillmentId: string, input: FulfillmentInput) {
      return changes.change(siteId, orderId, async (tx, order) => {
        const all = await fulfillmentsOf(tx, siteId, orderId);
        const current = all.find((candidate) => candidate.id === fulfillmentId);
        if (!current) throw notFound('Fulfillment', fulfillmentId);
        const others = all.filter((candidate) => candidate.id !== fulfillmentId);
        const tracking = input.trackingInfo ? trackingOf(input.trackingInfo) : current.trackingInfo;
        const updated: Fulfillment = {
          ...current,
          ...(input.lineItems ? { lineItems: linesOf(order, others, input.lineItems) } : {}),
          ...(tracking ? { trackingInfo: tracking } : {}),
          ...(input.customInfo ? { customInfo: input.customInfo } : {}),
          ...(input.status ? { status: input.status } : {}),
          ...(input.completed !== undefined ? { completed: input.completed } : {}),
        };
        requireNewTracking(updated, others);
        await repo.updateFulfillment(tx, siteId, updated);
        const next = all.map((candidate) => (candidate.id === fulfillmentId ? updated : candidate));
        await announce(tx, siteId, withFulfillments(orderId, next));
        const numberBefore = current.trackingInfo?.trackingNumber;
        const numberAfter = updated.trackingInfo?.trackingNumber;
        const trackingChange = numberAfter === numberBefore ? undefined : numberBefore ? 'edited' : 'added';
        return { ...settle(order, next, trackingChange), result: withFulfillments(orderId, next) };
      });
    },

    delete(siteId: string, orderId: string, fulfillmentId: string) {
      return changes.change(siteId, orderId, async (tx, order) => {
        const all = await fulfillmentsOf(tx, siteId, orderId);
        if (!all.some((candidate) => candidate.id === fulfillmentId))
          throw notFound('Fulfillment', fulfillmentId);
        await repo.deleteFulfillment(tx, siteId, fulfillmentId);
        const next = all.filter((candidate) => candidate.id !== fulfillmentId);
        await announce(tx, siteId, withFulfillments(orderId, next));
        return { ...settle(order, next), result: withFulfillments(orderId, next) };
      });
    },
  };
}

export type OrderFulfillments = ReturnType<typeof createOrderFulfillments>;
