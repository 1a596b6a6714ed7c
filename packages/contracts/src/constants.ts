/**
 * Values shared by the platform, the SDK and the apps. This file imports nothing, so browser code
 * reads it as `@bazaar/contracts/constants` without loading the schema library.
 */

/**
 * The OAuth client id of the seeded demo site. The demo storefront uses it until a developer puts
 * the client id of their own site in its constants file.
 */
export const DEFAULT_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';

/** The prefix of every access token (reference §4.2): `OauthNG.JWS.` + a signed JWT. */
export const ACCESS_TOKEN_PREFIX = 'OauthNG.JWS.';

/** The response header that carries the request id, exposed to browsers. */
export const REQUEST_ID_HEADER = 'x-wix-request-id';

/** The app id line items use to point at store products (reference §2.4). */
export const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';

/**
 * The app id of bookings: line items use it to put a service's session in the cart, and it is the
 * Bookings app the storefront looks for (Wix Bookings' app id).
 */
export const BOOKINGS_APP_ID = '13d21c63-b5ec-5912-8397-c3a5ddb27a97';

/** The page size of a query that names no limit. */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * The application error codes the official OAuthStrategy reads, as strings (reference §4.4):
 * it maps them to `emailAlreadyExists`, `invalidPassword`, `resetPassword`, and the captcha ones.
 */
export const IdentityErrorCodes = {
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
} as const;

/** Passwords: long enough to resist guessing, short enough that hashing one costs what we plan. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * How every page names the clock a time is read on, from the wire's IANA zone: "Europe/Lisbon" is
 * "Lisbon time", "America/New_York" "New York time"; "UTC" stays "UTC". One way on the storefront
 * and the hosted pages alike (never "GMT+0" on one and "Lisbon time" on the other).
 */
export const timeZoneName = (timeZoneId: string): string =>
  timeZoneId.includes('/')
    ? `${(timeZoneId.split('/').pop() ?? timeZoneId).replaceAll('_', ' ')} time`
    : timeZoneId;

/**
 * The words a product name is searched by, and a buyer's search is split into, alike on the
 * platform (the `nameWords` the catalogue keeps) and in every client: each word of letters and
 * digits, lower-cased and without accents, so "Café Crème" is found by "cafe" and "CRÈME".
 */
export function searchWordsOf(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''))];
}

/**
 * The prefix of an events staff member's access token (`EventsStaff.` + a signed JWT): a credential
 * of its own kind, so it can never pass for a visitor's or member's token.
 */
export const STAFF_ACCESS_TOKEN_PREFIX = 'EventsStaff.';

/**
 * The platform's own site, whose members are the people who run sites (accounts): they sign in
 * on the hosted sign-in page like any member, kept apart from every site's customers.
 */
export const ACCOUNTS_SITE_ID = 'b0a2c3d4-0000-4000-8000-00000000ac01';

/** The OAuth client of the owner's dashboard, on the accounts site. */
export const DASHBOARD_CLIENT_ID = 'b0a2c3d4-0000-4000-8000-00000000da01';

/** Image types an upload may carry; the platform checks the bytes agree with the name. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Carriers whose tracking link is made from the number (Wix's predefined providers). */
export const TRACKED_CARRIERS = ['fedex', 'ups', 'usps', 'dhl', 'canadaPost'] as const;

/** A carrier as people write it: the predefined ones by their brand, any other as the owner gave it. */
const CARRIER_NAMES: Record<(typeof TRACKED_CARRIERS)[number], string> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
  dhl: 'DHL',
  canadaPost: 'Canada Post',
};
export const carrierName = (shippingProvider: string): string =>
  CARRIER_NAMES[shippingProvider as keyof typeof CARRIER_NAMES] ?? shippingProvider;
