import type { ServiceType, WeeklySpanWire } from '@bazaar/contracts';

/** A service as stored: amounts in minor units of the site's currency, dates as ISO strings. */
export interface ServiceRecord {
  id: string;
  siteId: string;
  type: ServiceType;
  name: string;
  description?: string;
  tagLine?: string;
  defaultCapacity: number;
  hidden: boolean;
  category?: { id: string; name?: string };
  slug: string;
  slugCustom: boolean;
  /** When `slug` became the main slug; the service's creation when it never changed. */
  slugCreatedDate?: string;
  /** The slugs it had before, oldest first (`supportedSlugs`): no other service may take them. */
  pastSlugs?: { name: string; custom: boolean; createdDate: string }[];
  payment: {
    rateType: 'FIXED' | 'CUSTOM' | 'VARIED' | 'NO_FEE';
    /** FIXED: the price; VARIED: the default price. */
    priceMinor?: number;
    customDescription?: string;
    online: boolean;
    inPerson: boolean;
    pricingPlanIds: string[];
  };
  onlineBookingEnabled: boolean;
  locations: { id: string; type: 'BUSINESS' | 'CUSTOM' | 'CUSTOMER'; formattedAddress?: string }[];
  durationMinutes: number;
  bufferMinutes: number;
  recurringSessions: WeeklySpanWire[];
  firstSessionStart?: string;
  lastSessionEnd?: string;
  staffMemberIds: string[];
  /** The booking policy it follows (the site's default until policies can be chosen). */
  bookingPolicyId: string;
  /** The booking form it asks (the site's default when absent). */
  formId?: string;
  scheduleId: string;
  revision: number;
  createdDate: string;
  updatedDate: string;
}
