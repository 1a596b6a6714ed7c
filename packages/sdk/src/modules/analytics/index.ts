/**
 * `@bazaar/sdk/analytics`: a site's figures by day, as `@wix/analytics-data`'s `analyticsData`
 * names them. The owner's (an API key, or an account acting on the site).
 */

export type { AnalyticsData } from './analytics-data.js';
export * as analyticsData from './analytics-data.js';
