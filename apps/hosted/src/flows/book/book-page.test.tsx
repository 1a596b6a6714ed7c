// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookOnlineCalls, Entry, HostedBookPage } from './book-calls';
import { BookPage } from './book-page';

afterEach(cleanup);

const page: HostedBookPage = {
  siteName: 'Studio',
  callbacks: { postFlowUrl: 'https://studio.test/' },
  services: [
    {
      _id: 'yoga',
      name: 'Yoga',
      type: 'APPOINTMENT',
      durationMinutes: 45,
      price: { value: '45', currency: 'USD', formattedValue: '$45.00' },
    },
    { _id: 'tea', name: 'Tea ceremony', type: 'APPOINTMENT' },
  ],
};

// Tomorrow at noon: inside the week the page asks for.
const start = new Date(Date.now() + 24 * 3_600_000);
start.setHours(12, 0, 0, 0);
const entry: Entry = {
  slot: {
    serviceId: 'yoga',
    scheduleId: 'schedule-1',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 45 * 60_000).toISOString(),
    timezone: 'UTC',
    location: { locationType: 'OWNER_BUSINESS' },
  },
  bookable: true,
  totalSpots: 1,
  openSpots: 1,
  bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
  locked: false,
  isFromV2: true,
};

const refused = (code: string) =>
  new BazaarError('refused', 'application', { applicationError: { code, description: code, data: {} } }, 428);

const callsWith = (overrides: Partial<BookOnlineCalls>): BookOnlineCalls => ({
  loadBookPage: async () => page,
  loadTimes: async (_session, serviceId) => (serviceId === 'yoga' ? [entry] : []),
  chooseTime: async () => '#chosen',
  ...overrides,
});

describe('BookPage', () => {
  it('shows the services, the first one chosen, with its times', async () => {
    render(<BookPage session="s" calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Book Online' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Yoga/ })).toHaveProperty('checked', true);
    expect(screen.getByText('45 min · $45.00')).toBeTruthy();
    expect(await screen.findByTestId('book-times')).toBeTruthy();
  });

  it('says a link that does not work, with the page’s sentence', async () => {
    render(
      <BookPage
        session="s"
        calls={callsWith({ loadBookPage: () => Promise.reject(refused('SESSION_EXPIRED')) })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Booking unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This booking link has expired. Go back to the site and try again.',
    );
  });

  it('choosing a time goes on to its Booking Details page, and the times wait meanwhile', async () => {
    const chosen: string[] = [];
    render(
      <BookPage
        session="s"
        calls={callsWith({
          chooseTime: async (_session, choice) => {
            chosen.push(choice.slot.startDate);
            return '#chosen';
          },
        })}
      />,
    );
    const times = await screen.findByTestId('book-times');
    await act(async () => times.querySelector('button')?.click());
    expect(chosen).toEqual([entry.slot.startDate]);
    expect(window.location.hash).toBe('#chosen');
    expect(times.querySelector('button')?.hasAttribute('disabled')).toBe(true);
  });

  it('a refused choice is said, and another time can be chosen', async () => {
    render(
      <BookPage
        session="s"
        calls={callsWith({ chooseTime: () => Promise.reject(refused('SESSION_NOT_FOUND')) })}
      />,
    );
    const times = await screen.findByTestId('book-times');
    await act(async () => times.querySelector('button')?.click());
    expect(screen.getByRole('alert').textContent).toBe(
      'This booking link is not valid. Go back to the site and try again.',
    );
    expect(times.querySelector('button')?.hasAttribute('disabled')).toBe(false);
  });
});
