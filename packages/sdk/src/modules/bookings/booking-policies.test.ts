import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { bookingPolicies } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings bookingPolicies against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const clientWith = (auth: ReturnType<typeof OAuthStrategy> | ReturnType<typeof ApiKeyStrategy>) =>
    createClient({ modules: { bookingPolicies }, auth, host: { apiBaseUrl: platform.baseUrl } });
  const owner = () => clientWith(ApiKeyStrategy({ apiKey: platform.ownerApiKey }));
  const visitor = () => clientWith(OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }));

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('creates, changes and makes a policy the default; visitors read them', async () => {
    const strict = await owner().bookingPolicies.createBookingPolicy({
      name: 'Strict',
      cancellationPolicy: { limitLatestCancellation: true, latestCancellationInMinutes: 720 },
    });
    expect(strict._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(strict._createdDate).toBeInstanceOf(Date);
    const changed = await owner().bookingPolicies.updateBookingPolicy(strict._id, {
      revision: strict.revision,
      waitlistPolicy: { enabled: true, capacity: 4 },
    });
    expect(changed.waitlistPolicy).toMatchObject({ enabled: true, capacity: 4 });
    const { currentDefaultBookingPolicy, previousDefaultBookingPolicy } =
      await owner().bookingPolicies.setDefaultBookingPolicy(strict._id);
    expect(currentDefaultBookingPolicy._id).toBe(strict._id);
    expect(previousDefaultBookingPolicy?.default).toBe(false);

    const defaults = await visitor().bookingPolicies.queryBookingPolicies().eq('default', true).find();
    expect(defaults.items.map((policy) => policy.name)).toEqual(['Strict']);
    expect((await visitor().bookingPolicies.getBookingPolicy(strict._id)).cancellationPolicy).toMatchObject({
      latestCancellationInMinutes: 720,
    });
    expect(() => visitor().bookingPolicies.createBookingPolicy({ name: 'Nope' })).toThrow(/elevated client/);
  });
});
