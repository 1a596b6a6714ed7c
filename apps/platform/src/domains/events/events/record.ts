import type { Event, EventInput, RichContent } from '@bazaar/contracts';

/** Where an event stands by the owner's actions alone; the clock does the rest (see `status.ts`). */
type EventPhase = 'DRAFT' | 'PUBLISHED' | 'CANCELED';

/** An event as stored: what the owner set, the phase, and the platform's dates. */
export interface EventRecord {
  id: string;
  siteId: string;
  title: string;
  slug: string;
  shortDescription?: string;
  detailedDescription?: string;
  description?: RichContent;
  mainImage?: EventInput['mainImage'];
  location: Event['location'];
  dateAndTimeSettings: {
    dateAndTimeTbd: boolean;
    startDate: string;
    endDate: string;
    timeZoneId: string;
    hideEndDate: boolean;
    showTimeZone: boolean;
  };
  registration: {
    initialType: EventInput['registration']['initialType'];
    allowedGuestTypes: 'VISITOR_OR_MEMBER' | 'MEMBER';
    registrationDisabled: boolean;
    rsvp?: {
      responseType: 'YES_ONLY' | 'YES_AND_NO';
      limit?: number;
      waitlistEnabled: boolean;
      startDate?: string;
      endDate?: string;
    };
    tickets: { ticketLimitPerOrder: number; delayedPaymentCapture?: boolean };
    external?: { url: string };
  };
  categories: { id: string; name: string; createdDate: string }[];
  phase: EventPhase;
  createdDate: string;
  updatedDate: string;
  publishedDate?: string;
  revision: number;
}
