import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { bookingForms, services } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings bookingForms against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const clientWith = (auth: ReturnType<typeof OAuthStrategy> | ReturnType<typeof ApiKeyStrategy>) =>
    createClient({ modules: { bookingForms, services }, auth, host: { apiBaseUrl: platform.baseUrl } });
  const owner = () => clientWith(ApiKeyStrategy({ apiKey: platform.ownerApiKey }));
  const visitor = () => clientWith(OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }));

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('writes a form, points a service at it, and lists it with the service', async () => {
    const form = await owner().bookingForms.createBookingForm({
      name: 'Intake',
      fields: [{ label: 'Allergies', valueType: 'SHORT_TEXT' }],
    });
    expect(form._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(form.fields[0]?._id).toMatch(/^[0-9a-f-]{36}$/);
    const massage = await owner().services.createService({
      type: 'APPOINTMENT',
      name: 'Massage',
      form: { _id: form._id },
    });
    expect(massage.form._id).toBe(form._id);
    const listed = await visitor().services.queryBookingForms(
      {},
      { conditionalFields: ['DEFAULT_BOOKING_FORM'] },
    );
    expect(listed.bookingForms).toEqual([
      {
        formDetails: { formId: form._id, name: 'Intake', revision: '1' },
        connectedServices: [{ _id: massage._id, name: 'Massage' }],
        totalServiceCount: 1,
      },
    ]);
    expect(listed.defaultBookingForm?.totalServiceCount).toBe(0);
    const renamed = await owner().bookingForms.updateBookingForm(form._id, {
      bookingForm: { name: 'Massage intake', fields: [] },
      revision: form.revision,
    });
    expect(renamed.name).toBe('Massage intake');
    expect((await visitor().bookingForms.getBookingForm(form._id)).fields).toEqual([]);
    await expect(owner().bookingForms.deleteBookingForm(form._id)).rejects.toMatchObject({
      status: 409,
      code: 'BOOKING_FORM_IN_USE',
    });
  });
});
