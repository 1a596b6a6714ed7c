import type { GetAnalyticsDataRequest, GetAnalyticsDataResponse, MeasurementType } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';

export type AnalyticsData = GetAnalyticsDataResponse;

/**
 * `getAnalyticsData(['TOTAL_SALES', 'TOTAL_ORDERS'], { dateRange: { startDate: '2026-11-01' } })`:
 * each measurement by day over the range (at most the last 62 days), in the site's time zone
 * unless `timeZone` names another.
 */
export const getAnalyticsData = defineMethod(
  ({ http }) =>
    async (
      measurementTypes: MeasurementType[],
      options: Omit<GetAnalyticsDataRequest, 'measurementTypes'>,
    ): Promise<AnalyticsData> =>
      callRest<GetAnalyticsDataResponse>(http, {
        method: 'GET',
        path: '/analytics/v2/site-analytics/data',
        payload: { ...options, measurementTypes },
      }),
  { elevated: true },
);
