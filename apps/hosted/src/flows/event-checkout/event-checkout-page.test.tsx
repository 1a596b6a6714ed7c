// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventCheckoutCalls, EventOrder, HostedEventCheckout } from './event-checkout-calls';
import { EventCheckoutPage } from './event-checkout-page';

afterEach(cleanup);

const money = (amount: string) => ({ amount, value: amount, currency: 'USD' });
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

/** Two free tickets held for the buyer: their details and one guest's. */
const held: HostedEventCheckout = {
  siteName: 'Hall',
  callbacks: { postFlowUrl: 'https://hall.test/' },
  event: {
    _id: 'event-1',
    title: 'Spring concert',
    when: 'March 8, 2030',
    timeZoneId: 'UTC',
    where: 'Main hall',
  },
  reservation: {
    _id: 'reservation-1',
    status: 'RESERVATION_PENDING',
    expires: inAnHour,
    lines: [
      {
        ticketDefinitionId: 'standard',
        name: 'Standard',
        quantity: 2,
        maxQuantity: 10,
        price: 'Free',
        total: 'Free',
      },
    ],
    invoice: { items: [], subTotal: money('0'), fees: [], total: money('0'), grandTotal: money('0') },
    total: 'Free',
  },
  paymentRequired: false,
  acceptsPayments: true,
};

const order: EventOrder = {
  orderNumber: 'ORDER-1',
  reservationId: 'reservation-1',
  eventId: 'event-1',
  created: inAnHour,
  updated: inAnHour,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  confirmed: true,
  status: 'FREE',
  ticketsQuantity: 2,
  totalPrice: money('0'),
  archived: false,
  fullyCheckedIn: false,
  channel: 'ONLINE',
};

const refused = (code: string) =>
  new BazaarError('refused', 'application', { applicationError: { code, description: code, data: {} } }, 409);

const callsWith = (overrides: Partial<EventCheckoutCalls>): EventCheckoutCalls => ({
  loadEventCheckout: async () => held,
  loadSessionMember: async () => undefined,
  changeQuantity: async () => held,
  placeOrder: async () => order,
  answerChallenge: async () => ({ authentication: 'auth' }),
  ...overrides,
});

async function getTickets() {
  fireEvent.change(await screen.findByLabelText('First name', { selector: '[name="firstName"]' }), {
    target: { value: 'Ada' },
  });
  const form = screen.getByRole('form', { name: 'Your details' });
  await act(async () => fireEvent.submit(form));
}

describe('EventCheckoutPage', () => {
  it('asks for the buyer’s details and the guest’s name', async () => {
    render(<EventCheckoutPage session="s" calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Add your details' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Guest 2' })).toBeTruthy();
    expect(screen.getByTestId('pay-button').textContent).toBe('Get tickets');
  });

  it('opens on a hold that ran out: no form to send, a way back to the event', async () => {
    const ran: HostedEventCheckout = {
      ...held,
      reservation: { ...held.reservation, status: 'RESERVATION_EXPIRED' },
    };
    render(<EventCheckoutPage session="s" calls={callsWith({ loadEventCheckout: async () => ran })} />);
    expect((await screen.findByRole('alert')).textContent).toContain('that time has run out');
    expect(screen.queryByTestId('pay-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose tickets again' })).toBeTruthy();
  });

  it('says a link that is not for tickets', async () => {
    const calls = callsWith({
      loadEventCheckout: () => Promise.reject(refused('NOT_AN_EVENT_CHECKOUT_SESSION')),
    });
    render(<EventCheckoutPage session="s" calls={calls} />);
    expect(await screen.findByRole('heading', { name: 'Tickets unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is not for event tickets.');
  });

  it('getting the tickets shows the confirmation with the order', async () => {
    const guests: string[] = [];
    const calls = callsWith({
      placeOrder: async (_session, attendees) => {
        guests.push(...attendees.guests.map((guest) => guest.firstName));
        return order;
      },
    });
    render(<EventCheckoutPage session="s" calls={calls} />);
    await getTickets();
    expect(guests).toEqual(['']);
    expect(screen.getByRole('heading', { name: "You're going!" })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('ORDER-1');
  });

  it('tickets sold out meanwhile: the form is closed and the page says so', async () => {
    render(
      <EventCheckoutPage
        session="s"
        calls={callsWith({ placeOrder: () => Promise.reject(refused('TICKET_SOLD_OUT')) })}
      />,
    );
    await getTickets();
    expect(screen.getByRole('alert').textContent).toBe(
      'These tickets have sold out. Go back to the event to see what is left.',
    );
    expect(screen.getByRole('link', { name: 'Choose tickets again' })).toBeTruthy();
  });
});
