// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking, BookingCalls, HostedBooking } from './booking-calls';
import { BookingPage } from './booking-page';

afterEach(cleanup);

const data: HostedBooking = {
  siteName: 'Studio',
  callbacks: { postFlowUrl: 'https://studio.test/' },
  service: {
    _id: 'yoga',
    name: 'Yoga',
    type: 'APPOINTMENT',
    price: { value: '45.00', currency: 'USD', formattedValue: '$45.00' },
    paymentOptions: ['OFFLINE', 'ONLINE'],
    requiresApproval: false,
    formFields: [],
  },
  slot: {
    startDate: '2030-03-08T10:00:00.000Z',
    endDate: '2030-03-08T10:45:00.000Z',
    timezone: 'UTC',
    location: { locationType: 'OWNER_BUSINESS' },
  },
};

const booking: Booking = {
  _id: 'booking-1',
  bookedEntity: { title: 'Yoga' },
  contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
  status: 'CONFIRMED',
  paymentStatus: 'NOT_PAID',
  selectedPaymentOption: 'OFFLINE',
  numberOfParticipants: 1,
  totalParticipants: 1,
  startDate: data.slot.startDate,
  endDate: data.slot.endDate,
  createdBy: {},
  _createdDate: new Date('2030-03-01T10:00:00.000Z'),
  _updatedDate: new Date('2030-03-01T10:00:00.000Z'),
  revision: '1',
};

const refused = (code: string, description = code) =>
  new BazaarError('refused', 'application', { applicationError: { code, description, data: {} } }, 409);

const callsWith = (overrides: Partial<BookingCalls>): BookingCalls => ({
  loadBooking: async () => data,
  loadSessionMember: async () => ({ email: 'ada@example.com', firstName: 'Ada' }),
  bookSlot: async () => booking,
  answerChallenge: async () => ({ authentication: 'auth' }),
  ...overrides,
});

async function book() {
  const form = await screen.findByRole('form', { name: 'Booking details' });
  await act(async () => fireEvent.submit(form));
}

describe('BookingPage', () => {
  it('shows the service and fills in the signed-in member', async () => {
    render(<BookingPage session="s" calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Booking Details' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    expect(screen.getByRole('radio', { name: /Pay in person/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('pay-button').textContent).toBe('Book now');
  });

  it('paying online asks for a card and names the price on the button', async () => {
    render(<BookingPage session="s" calls={callsWith({})} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay online now/ }));
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.getByTestId('pay-button').textContent).toBe('Book and pay $45.00');
  });

  it('says a link that has expired', async () => {
    render(
      <BookingPage
        session="s"
        calls={callsWith({ loadBooking: () => Promise.reject(refused('SESSION_EXPIRED')) })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Booking unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This booking link has expired. Go back to the site and choose a time again.',
    );
  });

  it('booking shows the confirmation', async () => {
    const booked: string[] = [];
    const calls = callsWith({
      bookSlot: async (_session, booker, payment) => {
        booked.push(`${booker.contact.firstName} ${payment.option}`);
        return booking;
      },
    });
    render(<BookingPage session="s" calls={calls} />);
    await book();
    expect(booked).toEqual(['Ada OFFLINE']);
    expect(screen.getByRole('heading', { name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByTestId('booking-payment').textContent).toBe('Pay at the business');
  });

  it('a time taken meanwhile is said, with a way to choose another', async () => {
    render(
      <BookingPage
        session="s"
        calls={callsWith({
          bookSlot: () => Promise.reject(refused('SLOT_NOT_AVAILABLE', 'That time was just taken.')),
        })}
      />,
    );
    await book();
    expect(screen.getByRole('alert').textContent).toBe('That time was just taken.');
    expect(screen.getByRole('link', { name: 'Choose another time' }).getAttribute('href')).toBe(
      'https://studio.test/',
    );
    expect(screen.getByTestId('pay-button').hasAttribute('disabled')).toBe(false);
  });
});
