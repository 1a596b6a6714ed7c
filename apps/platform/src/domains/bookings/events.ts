import type { Service } from '@bazaar/contracts';

/** The entity name of service events, as Wix names it (`entityFqdn`). */
export const SERVICE_FQDN = 'wix.bookings.services.v2.service';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [SERVICE_FQDN]: Service;
  }
}
