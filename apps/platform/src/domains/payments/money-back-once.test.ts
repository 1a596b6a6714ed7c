import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { testDialects } from '../../testing/databases.js';
import { startTwoProcesses, TIMES } from '../../testing/two-processes.js';
import { bookingsTestCalls } from '../bookings/test-calls.js';
import { eventsTestCalls } from '../events/test-calls.js';
import { plansTestCalls } from '../pricing-plans/test-calls.js';

/**
 * Each vertical's refund sent ten times at once by the owner (on PostgreSQL, by two platform
 * processes sharing the database): the card gets the money back once, and the rest are refused.
 * The store's refunds and cancellations are in `money-once.test.ts`.
 */
describe.each(testDialects)('a refund sent ten times at once gives money back once, on %s', (dialect) => {
  let platform: Awaited<ReturnType<typeof startTwoProcesses>>;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const t = () => platform.t;
  const events = eventsTestCalls(t);
  const bookings = bookingsTestCalls(t);
  const plans = plansTestCalls(t);
  const refunds = (reference: string) => platform.providerCalls(reference, 'REFUND', 'DONE');
  /** One send went through; the others were refused as a change already made, never a server error. */
  const onceOf = (answers: { status: number }[]) => {
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200).map((answer) => answer.status);
    expect(refused).toHaveLength(TIMES - 1);
    for (const status of refused) expect([400, 409]).toContain(status);
  };

  beforeAll(async () => {
    platform = await startTwoProcesses(dialect, clock);
  });
  afterAll(() => platform?.close());

  it('a ticket refunded ten times at once: one refund, one ticket back on sale', async () => {
    const event = await events.createEvent();
    const general = (await events.createTicket(event.id, { name: 'General', initialLimit: 20 })).id;
    const buyer = { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' };
    const order = await events.buyTickets(await t().visitorToken(), event, general, 2, buyer);
    const [first] = order.tickets.map((ticket) => ticket.ticketNumber);
    onceOf(
      await platform.tenTimes(
        `/events/v1/events/orders/${order.orderNumber}/refund`,
        { eventId: event.id, ticketNumbers: [first] },
        t().ownerApiKey,
      ),
    );
    expect(await refunds(`event-order:${event.id}:${order.orderNumber}`)).toBe(1);
    const sold = (await platform.call('GET', `/events/v3/ticket-definitions/${general}`)).json()
      .ticketDefinition.salesDetails.soldCount;
    expect(sold).toBe(1);
  });

  it('a paid booking canceled ten times at once by the business: one refund', async () => {
    const serviceId = await bookings.paidHaircut();
    const member = await t().memberToken('11111111-1111-4111-8111-111111111111');
    const booking = await bookings.bookPaidOnHostedPage(member, serviceId, '2030-03-11T14:00:00.000Z');
    onceOf(await platform.tenTimes(`/bookings/v2/bookings/${booking.id}/cancel`, {}, t().ownerApiKey));
    expect(await refunds(`booking:${booking.id}`)).toBe(1);
  });

  it('a plan canceled now with a full refund, ten times at once: one refund', async () => {
    const plan = await plans.createPlan({ name: 'Refund once' });
    const order = await plans.buy(plan.id, await plans.signUp());
    onceOf(
      await platform.tenTimes(
        `/pricing-plans/v2/orders/${order.id}/cancel`,
        { effectiveAt: 'IMMEDIATELY', refund: 'FULL' },
        t().ownerApiKey,
      ),
    );
    expect(await refunds(`plan-order:${order.id}:cycle:1`)).toBe(1);
  });
});
