import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { staffMembers } from './index.js';

describe.each(dialects)('@bazaar/sdk/bookings staffMembers against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const clientWith = (auth: ReturnType<typeof OAuthStrategy> | ReturnType<typeof ApiKeyStrategy>) =>
    createClient({ modules: { staffMembers }, auth, host: { apiBaseUrl: platform.baseUrl } });
  const owner = () => clientWith(ApiKeyStrategy({ apiKey: platform.ownerApiKey }));
  const visitor = () => clientWith(OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }));

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('lets the owner make staff members with hours and time off, change and remove them', async () => {
    const ada = await owner().staffMembers.createStaffMember({
      name: 'Ada',
      email: 'ada@example.com',
      workingHours: [{ day: 'MON', startTime: '09:00', endTime: '12:00' }],
    });
    expect(ada._id).toMatch(/^[0-9a-f-]{36}$/);
    await owner().staffMembers.createStaffMember({ name: 'Bo' });
    const away = { start: '2030-03-11T00:00:00.000Z', end: '2030-03-12T00:00:00.000Z' };
    const changed = await owner().staffMembers.updateStaffMember(ada._id, {
      timeOff: [away],
      revision: ada.revision,
    });
    expect(changed.timeOff).toEqual([away]);
    expect(changed.workingHours).toEqual(ada.workingHours);
    const stale = owner().staffMembers.updateStaffMember(ada._id, { name: 'Ada L.', revision: ada.revision });
    await expect(stale).rejects.toMatchObject({ status: 409 });

    const listed = await visitor().staffMembers.queryStaffMembers().ascending('name').find();
    expect(listed.items.map((member) => member.name)).toEqual(['Ada', 'Bo']);
    expect((await visitor().staffMembers.getStaffMember(ada._id)).name).toBe('Ada');
    expect(() => visitor().staffMembers.createStaffMember({ name: 'Nope' })).toThrow(/elevated client/);

    await owner().staffMembers.deleteStaffMember(ada._id);
    await expect(visitor().staffMembers.getStaffMember(ada._id)).rejects.toMatchObject({ status: 404 });
  });
});
