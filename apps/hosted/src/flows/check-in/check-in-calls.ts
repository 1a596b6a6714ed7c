import { BazaarError, createClient, StaffTokenStrategy } from '@bazaar/sdk';
import { type Guest, guests, rsvp, type StaffMember, staffMembers, tickets } from '@bazaar/sdk/events';
import { type CheckInEvents, hostedCheckIn } from '@bazaar/sdk/hosted';
import { applicationErrorOf, platformClient } from '../../shared/platform';

export type { Guest, StaffMember };
export type CheckInEvent = CheckInEvents['events'][number];

/** The link's token: in its fragment, which no server ever receives. */
export const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

const device = platformClient({ staffMembers });
const asStaff = (accessToken: string) =>
  createClient({
    modules: { hostedCheckIn, guests, tickets, rsvp },
    auth: StaffTokenStrategy({ accessToken }),
    host: { apiBaseUrl: window.location.origin },
  });

/** Where this device keeps its sign-in, with the link it came from: a reload signs no new device in. */
const KEPT = 'bazaar.check-in';

interface SignedIn {
  staffMember: StaffMember;
  accessToken: string;
}

/**
 * Signs this device in with the link's token: the token kept from an earlier visit with the same
 * link while it still gives access, else a new sign-in. `join` signs in a staff member who has
 * joined already too, so the page never asks first whether they have (and logs no refusal).
 */
async function signIn(linkToken: string): Promise<SignedIn> {
  const kept = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as {
    link: string;
    accessToken: string;
  } | null;
  if (kept?.link === linkToken) {
    const known = await device.staffMembers.accessStaffMember(kept.accessToken).catch(() => undefined);
    if (known) return { staffMember: known.staffMember, accessToken: kept.accessToken };
  }
  const fresh = await device.staffMembers.joinStaffMember(linkToken);
  localStorage.setItem(KEPT, JSON.stringify({ link: linkToken, accessToken: fresh.accessToken }));
  return { staffMember: fresh.staffMember, accessToken: fresh.accessToken };
}

const listEvents = async (accessToken: string) =>
  (await asStaff(accessToken).hostedCheckIn.listEvents()).events;

/** Most guests a door list loads (pages of 100): a large hall, and a bound on a runaway list. */
const MOST_GUESTS = 2000;

/** Who is expected at an event: ticket holders and RSVP answers (a buyer is not a guest at the door). */
async function guestsOf(accessToken: string, eventId: string): Promise<Guest[]> {
  const client = asStaff(accessToken);
  const found: Guest[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.guests.queryGuests({
      filter: { eventId, guestType: { $in: ['TICKET_HOLDER', 'RSVP'] } },
      cursorPaging: { limit: 100, ...(cursor ? { cursor } : {}) },
    });
    found.push(...page.guests.filter((guest) => guest.attendanceStatus === 'ATTENDING'));
    cursor = page.pagingMetadata.cursors.next ?? undefined;
  } while (cursor && found.length < MOST_GUESTS);
  return found;
}

/** Lets a guest in (`in`) or takes it back: a ticket by its number, an RSVP with its whole party. */
async function mark(accessToken: string, guest: Guest, checkedIn: boolean): Promise<void> {
  const client = asStaff(accessToken);
  if (guest.ticketNumber) {
    const request = { eventId: guest.eventId, ticketNumber: [guest.ticketNumber] };
    await (checkedIn ? client.tickets.checkInTickets(request) : client.tickets.deleteTicketCheckIns(request));
    return;
  }
  const request = { rsvpId: guest.rsvpId ?? '' };
  await (checkedIn
    ? client.rsvp.checkInRsvp(guest.eventId, request)
    : client.rsvp.deleteRsvpCheckIn(guest.eventId, request));
}

/** The page's calls as one value, so a test can hand the page its own. */
export const checkInCalls = { signIn, listEvents, guestsOf, mark };
export type CheckInCalls = typeof checkInCalls;

export const LINK_UNUSABLE =
  'This check-in link is not valid any more. Ask the event organiser for a new one.';
const PAUSED = 'The event organiser has paused your access. Ask them to resume it.';

/** What the page says about a refusal: a sentence of our own, never the platform's wording. */
export function checkInMessageOf(reason: unknown): string {
  if (applicationErrorOf(reason)?.code === 'STAFF_MEMBER_SUSPENDED') return PAUSED;
  if (reason instanceof BazaarError && (reason.status === 401 || reason.kind === 'validation'))
    return LINK_UNUSABLE;
  if (reason instanceof BazaarError && reason.status === 403)
    return 'You may not check guests in at this event. Ask the event organiser.';
  return 'Something went wrong. Please try again.';
}
