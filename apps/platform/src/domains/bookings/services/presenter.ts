import type { AddOnGroup, Service } from '@bazaar/contracts';
import { formatMoney, toDecimalString } from '../../../kernel/money.js';
import { defaultFormIdOf } from '../forms/service.js';
import type { ServiceRecord } from './service-record.js';

/**
 * A service as the wire shows it, its prices in the site's currency, its pages on the storefront,
 * with its add-on groups (kept in their own table) in the order they were made.
 */
export function presentService(
  record: ServiceRecord,
  currency: string,
  storefrontUrl: string,
  addOnGroups: readonly AddOnGroup[] = [],
): Service {
  const money = (minor: number) => ({
    value: toDecimalString(minor, currency),
    currency,
    formattedValue: formatMoney(minor, currency),
  });
  const { payment } = record;
  const page = (relativePath: string) => ({ relativePath, url: `${storefrontUrl}${relativePath}` });
  const slug = {
    name: record.slug,
    custom: record.slugCustom,
    createdDate: record.slugCreatedDate ?? record.createdDate,
  };
  const addOnIds = [...new Set(addOnGroups.flatMap((group) => group.addOnIds))];
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    ...(record.description ? { description: record.description } : {}),
    ...(record.tagLine ? { tagLine: record.tagLine } : {}),
    defaultCapacity: record.defaultCapacity,
    hidden: record.hidden,
    ...(record.category ? { category: { ...record.category } } : {}),
    media: { items: [] },
    payment: {
      rateType: payment.rateType,
      ...(payment.rateType === 'FIXED' && payment.priceMinor !== undefined
        ? { fixed: { price: money(payment.priceMinor) } }
        : {}),
      ...(payment.rateType === 'VARIED' && payment.priceMinor !== undefined
        ? { varied: { defaultPrice: money(payment.priceMinor) } }
        : {}),
      ...(payment.rateType === 'CUSTOM' && payment.customDescription
        ? { custom: { description: payment.customDescription } }
        : {}),
      options: { online: payment.online, inPerson: payment.inPerson },
      pricingPlanIds: payment.pricingPlanIds,
    },
    onlineBooking: { enabled: record.onlineBookingEnabled },
    locations: record.locations.map((location) => ({
      id: location.id,
      type: location.type,
      ...(location.formattedAddress
        ? {
            custom: { address: { formattedAddress: location.formattedAddress } },
            calculatedAddress: { formattedAddress: location.formattedAddress },
          }
        : {}),
    })),
    bookingPolicy: { id: record.bookingPolicyId },
    form: { id: record.formId ?? defaultFormIdOf(record.siteId) },
    schedule: {
      id: record.scheduleId,
      ...(record.firstSessionStart ? { firstSessionStart: record.firstSessionStart } : {}),
      ...(record.lastSessionEnd ? { lastSessionEnd: record.lastSessionEnd } : {}),
      availabilityConstraints: {
        sessionDurations: [record.durationMinutes],
        timeBetweenSessions: record.bufferMinutes,
      },
      recurringSessions: record.recurringSessions,
    },
    staffMemberIds: record.staffMemberIds,
    mainSlug: slug,
    supportedSlugs: [...(record.pastSlugs ?? []), slug],
    urls: {
      servicePage: page(`/booking?service=${encodeURIComponent(record.slug)}`),
      bookingPage: page(`/booking?service=${encodeURIComponent(record.slug)}`),
      calendarPage: page(`/booking?service=${encodeURIComponent(record.slug)}#calendar`),
    },
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
    revision: String(record.revision),
    addOnGroups: addOnGroups.map((group) => ({ ...group, addOnIds: [...group.addOnIds] })),
    addOnDetails: addOnIds.map((addOnId) => ({ addOnId })),
  };
}
