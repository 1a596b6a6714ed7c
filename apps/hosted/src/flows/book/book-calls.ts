import { type HostedBookPage, type HostedBookTimes, hostedBookOnline } from '@bazaar/sdk/hosted';
import { applicationErrorOf, messageOf, platformClient } from '../../shared/platform';

/**
 * The "Book Online" page's calls, with the redirect session's token as the credential. Every type
 * here is the contract's, as the SDK returns it.
 */
const client = platformClient({ hostedBookOnline });

export type { HostedBookPage };
export type Service = HostedBookPage['services'][number];
export type Entry = NonNullable<HostedBookTimes['availabilityEntries']>[number];

const loadBookPage = (session: string) => client.hostedBookOnline.getBookSession({ session });

const loadTimes = async (
  session: string,
  serviceId: string,
  range: { from: number; to: number },
  timeZone: string,
): Promise<Entry[]> =>
  (
    await client.hostedBookOnline.getBookSessionTimes({
      session,
      serviceId,
      startDate: new Date(range.from).toISOString(),
      endDate: new Date(range.to).toISOString(),
      timezone: timeZone,
    })
  ).availabilityEntries ?? [];

/** The Booking Details link of the time chosen: the next page of the flow. */
const chooseTime = async (session: string, entry: Entry, timeZone: string): Promise<string> =>
  (
    await client.hostedBookOnline.chooseBookSessionTime({
      session,
      slotAvailability: { slot: entry.slot },
      timezone: timeZone,
    })
  ).fullUrl;

/** The page's calls as one value, so a test can hand the page its own. */
export const bookOnlineCalls = { loadBookPage, loadTimes, chooseTime };
export type BookOnlineCalls = typeof bookOnlineCalls;

/** What the page says about a failed call: a sentence for a person, never the platform's wording. */
export function bookOnlineMessageOf(reason: unknown): string {
  const code = applicationErrorOf(reason)?.code;
  if (code === 'SESSION_NOT_FOUND')
    return 'This booking link is not valid. Go back to the site and try again.';
  if (code === 'SESSION_EXPIRED') return 'This booking link has expired. Go back to the site and try again.';
  if (code === 'NOT_A_BOOK_ONLINE_SESSION') return 'This link is not for booking online.';
  return messageOf(reason);
}
