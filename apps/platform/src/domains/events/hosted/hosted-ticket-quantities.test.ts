import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

interface ShownLine {
  ticketDefinitionId: string;
  name: string;
  quantity: number;
  maxQuantity: number;
}

describe.each(testDialects)(
  'changing ticket quantities on the hosted "Add your details" page on %s',
  (dialect) => {
    let t: TestApp;
    let visitor: string;
    let eventId: string;
    let eventSlug: string;
    const clock = new ManualClock('2030-06-01T12:00:00.000Z');
    const { call, createEvent, createTicket } = eventsTestCalls(() => t);

    const reserve = async (
      lines: { ticketDefinitionId: string; quantity: number }[],
      authorization = visitor,
    ) => {
      const response = await call(
        'POST',
        '/events/v1/checkout/reservations',
        { eventId, ticketQuantities: lines },
        authorization,
      );
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json() as { id: string; expires: string };
    };
    const sessionOf = async (reservationId: string, authorization = visitor) => {
      const response = await call(
        'POST',
        '/_api/redirects-api/v1/redirect-session',
        {
          eventsCheckout: { eventSlug, reservationId },
          callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
        },
        authorization,
      );
      return response.json().redirectSession.sessionToken as string;
    };
    const change = (session: string, ticketQuantities: { ticketDefinitionId: string; quantity: number }[]) =>
      call('POST', '/hosted/v1/event-checkout-session/quantities', { session, ticketQuantities });
    const page = async (session: string) =>
      (await call('POST', '/hosted/v1/event-checkout-session', { session })).json();
    const counts = async (ticketId: string) =>
      (await call('GET', `/events/v3/ticket-definitions/${ticketId}`)).json().ticketDefinition
        .salesDetails as {
        reservedCount: number;
        unsoldCount: number;
      };

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { clock });
      visitor = await t.visitorToken();
      const event = await createEvent({ title: 'Quantities night' });
      eventId = event.id;
      eventSlug = event.slug;
    });
    afterAll(() => t.close());

    it('shows how many of each held ticket the buyer may have: the limit per checkout, within what is left', async () => {
      const general = await createTicket(eventId, { name: 'Stalls', initialLimit: 20, limitPerCheckout: 6 });
      const scarce = await createTicket(eventId, { name: 'Box', initialLimit: 3, limitPerCheckout: 10 });
      const held = await reserve([
        { ticketDefinitionId: general.id, quantity: 2 },
        { ticketDefinitionId: scarce.id, quantity: 1 },
      ]);
      await reserve([{ ticketDefinitionId: scarce.id, quantity: 1 }], await t.visitorToken());
      const shown = await page(await sessionOf(held.id));
      const lines = shown.reservation.lines as ShownLine[];
      expect(lines.find((line) => line.name === 'Stalls')).toMatchObject({ quantity: 2, maxQuantity: 6 });
      // Three boxes, one held by someone else: this buyer may have their own and the one left.
      expect(lines.find((line) => line.name === 'Box')).toMatchObject({ quantity: 1, maxQuantity: 2 });
    });

    it('holds more or fewer, keeps the hold, its id and end time, and prices the page again', async () => {
      const ticket = await createTicket(eventId, { name: 'Circle', initialLimit: 10, limitPerCheckout: 5 });
      const held = await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }]);
      const session = await sessionOf(held.id);
      clock.advance(5 * 60_000);

      const more = await change(session, [{ ticketDefinitionId: ticket.id, quantity: 4 }]);
      expect(more.statusCode).toBe(200);
      expect(more.json().reservation).toMatchObject({ id: held.id, expires: held.expires, total: '$102.50' });
      expect(more.json().reservation.lines[0]).toMatchObject({ quantity: 4, total: '$100.00' });
      expect(await counts(ticket.id)).toMatchObject({ reservedCount: 4, unsoldCount: 6 });

      const fewer = await change(session, [{ ticketDefinitionId: ticket.id, quantity: 2 }]);
      expect(fewer.json().reservation.lines[0]).toMatchObject({ quantity: 2 });
      expect(await counts(ticket.id)).toMatchObject({ reservedCount: 2, unsoldCount: 8 });
      // The reservation itself, as its holder reads it through the public API, says the same.
      const invoice = await call('POST', `/events/v1/checkout/invoices/${held.id}`, { eventId }, visitor);
      expect(invoice.json().invoice.items[0]).toMatchObject({ quantity: 2 });
    });

    it('drops a kind of ticket at 0, keeps a kind not named, and refuses to drop the last', async () => {
      const front = await createTicket(eventId, { name: 'Front', initialLimit: 10 });
      const back = await createTicket(eventId, { name: 'Back', initialLimit: 10 });
      const held = await reserve([
        { ticketDefinitionId: front.id, quantity: 2 },
        { ticketDefinitionId: back.id, quantity: 1 },
      ]);
      const session = await sessionOf(held.id);
      const dropped = await change(session, [{ ticketDefinitionId: front.id, quantity: 0 }]);
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json().reservation.lines.map((line: ShownLine) => [line.name, line.quantity])).toEqual([
        ['Back', 1],
      ]);
      expect(await counts(front.id)).toMatchObject({ reservedCount: 0 });

      const last = await change(session, [{ ticketDefinitionId: back.id, quantity: 0 }]);
      expect(last.statusCode).toBe(400);
      expect(last.json().details.validationError.fieldViolations[0]).toMatchObject({
        field: 'ticketQuantities',
      });
      expect(await counts(back.id)).toMatchObject({ reservedCount: 1 });
    });

    it('refuses more than the limits or what is left, and a ticket the hold does not have, changing nothing', async () => {
      const ticket = await createTicket(eventId, { name: 'Gallery', initialLimit: 4, limitPerCheckout: 3 });
      const other = await createTicket(eventId, { name: 'Other', initialLimit: 4 });
      const held = await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }]);
      const session = await sessionOf(held.id);

      const overLimit = await change(session, [{ ticketDefinitionId: ticket.id, quantity: 4 }]);
      expect(overLimit.statusCode).toBe(400);
      expect(overLimit.json().details.validationError.fieldViolations[0].description).toMatch(/at most 3/);

      await reserve([{ ticketDefinitionId: ticket.id, quantity: 2 }], await t.visitorToken());
      const soldOut = await change(session, [{ ticketDefinitionId: ticket.id, quantity: 3 }]);
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().details.applicationError).toMatchObject({
        code: 'TICKET_SOLD_OUT',
        description: 'Only 2 Gallery tickets are left; 3 were asked for',
        data: { available: 2 },
      });
      expect((await page(session)).reservation.lines[0]).toMatchObject({ quantity: 1, maxQuantity: 2 });
      expect(await counts(ticket.id)).toMatchObject({ reservedCount: 3, unsoldCount: 1 });

      const notHeld = await change(session, [{ ticketDefinitionId: other.id, quantity: 1 }]);
      expect(notHeld.statusCode).toBe(400);
      expect(notHeld.json().details.validationError.fieldViolations[0].field).toBe(
        'ticketQuantities.0.ticketDefinitionId',
      );
      for (const bad of [
        [],
        [{ ticketDefinitionId: ticket.id, quantity: -1 }],
        [{ ticketDefinitionId: ticket.id }],
      ])
        expect((await change(session, bad as never)).statusCode).toBe(400);
      expect(
        (await change('not-a-session', [{ ticketDefinitionId: ticket.id, quantity: 1 }])).statusCode,
      ).toBe(404);
    });

    it('refuses a hold that was ordered or has run out', async () => {
      const ticket = await createTicket(eventId, {
        name: 'Free seat',
        pricingMethod: { free: true },
        initialLimit: 10,
      });
      const ordered = await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }]);
      const orderedSession = await sessionOf(ordered.id);
      const placed = await call('POST', '/hosted/v1/event-checkout-session/checkout', {
        session: orderedSession,
        buyer: { firstName: 'Ana', lastName: 'Moura', email: 'ana@example.com' },
      });
      expect(placed.statusCode).toBe(200);
      const afterOrder = await change(orderedSession, [{ ticketDefinitionId: ticket.id, quantity: 2 }]);
      expect(afterOrder.statusCode).toBe(409);
      expect(afterOrder.json().details.applicationError.code).toBe('RESERVATION_NOT_PENDING');

      const late = await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }]);
      const lateSession = await sessionOf(late.id);
      clock.advance(20 * 60_000);
      const afterExpiry = await change(lateSession, [{ ticketDefinitionId: ticket.id, quantity: 2 }]);
      expect(afterExpiry.statusCode).toBe(409);
      expect(await counts(ticket.id)).toMatchObject({ reservedCount: 1 });
    });

    it('never oversells: ten buyers asking for more at once get no more than is left', async () => {
      const ticket = await createTicket(eventId, { name: 'Last row', initialLimit: 15, limitPerCheckout: 5 });
      const buyers = await Promise.all(Array.from({ length: 10 }, () => t.visitorToken()));
      const sessions = await Promise.all(
        buyers.map(async (buyer) =>
          sessionOf((await reserve([{ ticketDefinitionId: ticket.id, quantity: 1 }], buyer)).id, buyer),
        ),
      );
      // Ten held, five left: each asks for three more; at most one can have them, or some smaller mix.
      const answers = await Promise.all(
        sessions.map((session) => change(session, [{ ticketDefinitionId: ticket.id, quantity: 4 }])),
      );
      const grown = answers.filter((answer) => answer.statusCode === 200).length;
      expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
      expect(grown).toBe(1);
      expect(await counts(ticket.id)).toMatchObject({ reservedCount: 13, unsoldCount: 2 });
    });
  },
);
