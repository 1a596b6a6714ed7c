import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/**
 * What Wix's Analytics Data API measures by day. Bazaar measures the sales and orders of the
 * store and bookings checkout; the others (visits, contact clicks, forms) it does not record and
 * answers as zero every day, so a client reading them gets the shape it expects.
 */
export const MeasurementTypes = [
  'TOTAL_SALES',
  'TOTAL_ORDERS',
  'TOTAL_SESSIONS',
  'CLICKS_TO_CONTACT',
  'TOTAL_FORMS_SUBMITTED',
  'TOTAL_UNIQUE_VISITORS',
] as const;
export type MeasurementType = (typeof MeasurementTypes)[number];

/** How far back the data reaches, as Wix keeps it: 62 days. */
export const ANALYTICS_DAYS_KEPT = 62;

const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day, YYYY-MM-DD' });

/**
 * `getAnalyticsData`: the days from `startDate` to `endDate` (today when not given), in
 * `timeZone` (the site's when not given). A GET whose payload comes as dotted keys.
 */
export const GetAnalyticsDataRequestSchema = Type.Object({
  dateRange: Type.Object({ startDate: LocalDate, endDate: Type.Optional(LocalDate) }),
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  measurementTypes: Type.Union([
    Type.Array(StringEnum(MeasurementTypes), { minItems: 1, maxItems: MeasurementTypes.length }),
    StringEnum(MeasurementTypes),
  ]),
});
export type GetAnalyticsDataRequest = Static<typeof GetAnalyticsDataRequestSchema>;

/**
 * Each measurement: its value per day and over the range. Sales are in the site's currency, as
 * Wix sends them (a JSON number, written from the exact decimal sum).
 */
export const GetAnalyticsDataResponseSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      type: StringEnum(MeasurementTypes),
      values: Type.Array(Type.Object({ date: Type.String(), value: Type.Number() })),
      total: Type.Number(),
    }),
  ),
});
export type GetAnalyticsDataResponse = Static<typeof GetAnalyticsDataResponseSchema>;
