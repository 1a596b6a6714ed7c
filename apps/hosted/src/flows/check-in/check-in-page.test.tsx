// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckInCalls, CheckInEvent, Guest } from './check-in-calls';
import { CheckInPage } from './check-in-page';

beforeEach(() => {
  window.location.hash = '#token=link-token';
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const event = (id: string, title: string) =>
  ({
    _id: id,
    title,
    location: { name: 'Clube de Fado' },
    dateAndTimeSettings: { formatted: { dateAndTime: 'June 14, 2030, 8:00 PM', startDate: 'June 14, 2030' } },
  }) as unknown as CheckInEvent;

const guest = (id: string, firstName: string, ticketNumber?: string): Guest =>
  ({
    _id: id,
    eventId: 'fado',
    guestType: ticketNumber ? 'TICKET_HOLDER' : 'RSVP',
    ...(ticketNumber ? { ticketNumber } : { rsvpId: `rsvp-${id}` }),
    tickets: ticketNumber ? [{ number: ticketNumber, definitionId: 'general', name: 'General' }] : [],
    guestDetails: { firstName, lastName: 'Guest', checkedIn: false },
    attendanceStatus: 'ATTENDING',
    totalGuests: ticketNumber ? 1 : 2,
  }) as unknown as Guest;

const refused = (status: number, code: string) =>
  new BazaarError(code, 'application', { applicationError: { code, description: code, data: {} } }, status);

/** A door desk whose sign-in answers as the test says, and which records what was let in. */
function desk(
  signIn: CheckInCalls['signIn'] = async () => ({
    staffMember: { name: 'Rita' } as never,
    accessToken: 'staff',
  }),
) {
  const marked: string[] = [];
  const calls: CheckInCalls = {
    signIn,
    listEvents: async () => [event('fado', 'Fado Night'), event('jazz', 'Jazz Night')],
    guestsOf: async (_token, eventId) =>
      eventId === 'fado' ? [guest('1', 'Ada', 'T-1'), guest('2', 'Bea')] : [guest('3', 'Carla', 'T-9')],
    mark: async (_token, one, letIn) => {
      marked.push(`${one._id} ${letIn}`);
    },
  };
  return { calls, marked };
}

describe('CheckInPage', () => {
  it("lists the event's guests, finds one, lets them in and undoes it", async () => {
    const { calls, marked } = desk();
    render(<CheckInPage calls={calls} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fado Night' })).toBeTruthy();
    expect(screen.getByText('Check-in · Rita')).toBeTruthy();
    expect((await screen.findByText('T-1')).parentElement?.textContent).toBe('General · T-1');
    expect(screen.getByText('RSVP · 2 guests')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Find a guest'), { target: { value: 'ada' } });
    expect(screen.queryByRole('heading', { name: 'Bea Guest' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check in Ada Guest' })));
    expect(screen.getByRole('status').textContent).toBe('Ada Guest is checked in.');
    expect(screen.getByText('of 2 checked in').textContent).toContain('1');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Undo check-in of Ada Guest' })),
    );
    expect(marked).toEqual(['1 true', '1 false']);
  });

  it('moves to another event of the staff member', async () => {
    render(<CheckInPage calls={desk().calls} />);
    const chooser = await screen.findByLabelText('Event');
    await act(async () => fireEvent.change(chooser, { target: { value: 'jazz' } }));
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('heading', { name: 'Carla Guest' })).toBeTruthy();
  });

  it('says in its own words that access is paused, or the link is no good', async () => {
    render(
      <CheckInPage calls={desk(async () => Promise.reject(refused(403, 'STAFF_MEMBER_SUSPENDED'))).calls} />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The event organiser has paused your access. Ask them to resume it.',
    );
    cleanup();
    render(<CheckInPage calls={desk(async () => Promise.reject(refused(401, 'UNAUTHENTICATED'))).calls} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid any more/);
  });
});
