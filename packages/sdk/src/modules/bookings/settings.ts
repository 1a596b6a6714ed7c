import type { BookingsSettingsResponse } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

/** The site's bookings settings: its time zone, opening hours and default policy (anyone may read them). */
export type BookingsSettings = FromWire<BookingsSettingsResponse>['settings'];

/**
 * `getSettings()`: the site's time zone (the clock its services' timetables are written on),
 * opening hours and default booking policy.
 */
export const getSettings = defineMethod(
  ({ http }) =>
    async (): Promise<BookingsSettings> =>
      (await callRest<BookingsSettingsResponse>(http, { method: 'GET', path: '/bookings/v1/settings' }))
        .settings,
);
