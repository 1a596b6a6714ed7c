import type { TRACKED_CARRIERS } from '@bazaar/contracts';

/** Each predefined carrier's public tracking page, by tracking number (the carriers' published forms). */
const TRACKING_PAGES: Record<(typeof TRACKED_CARRIERS)[number], (number: string) => string> = {
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  dhl: (number) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${number}`,
  canadaPost: (number) =>
    `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${number}`,
};

/** The tracking link of a predefined carrier's number; undefined for any other carrier (the owner gives it). */
export function trackingLinkOf(shippingProvider: string | undefined, trackingNumber: string | undefined) {
  if (!shippingProvider || !trackingNumber) return undefined;
  const page = TRACKING_PAGES[shippingProvider as keyof typeof TRACKING_PAGES];
  return page?.(encodeURIComponent(trackingNumber));
}
