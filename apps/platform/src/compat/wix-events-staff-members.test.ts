import { staffMembers } from '@wix/events';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsTestCalls } from '../domains/events/test-calls.js';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/**
 * The official events `staffMembers` module, unmodified: the owner adds a staff member to an
 * event, reads their login link, and the staff member's device joins and asks who it is.
 */
describe.each(testDialects)('official events staffMembers module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  const events = eventsTestCalls(() => t);

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('creates, reads, queries, updates, joins, accesses and deletes a staff member', async () => {
    const event = await events.createEvent({ title: 'Fado Night' });
    const owner = createClient({
      modules: { staffMembers },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const made = await owner.staffMembers.createStaffMember({
      name: 'Rita',
      permissions: [staffMembers.Permission.CHECK_IN_GUESTS],
      specificEvents: { events: [event.id] },
    });
    const id = made._id ?? '';
    expect(made).toMatchObject({ name: 'Rita', status: 'PENDING', specificEvents: { events: [event.id] } });
    expect(made._createdDate).toBeInstanceOf(Date);

    const read = await owner.staffMembers.getStaffMember(id, {
      fieldsets: [staffMembers.Fieldset.LOGIN_LINK],
    });
    expect(read.loginLink).toBe(made.loginLink);
    const queried = await owner.staffMembers.queryStaffMembers().eq('_id', id).find();
    expect(queried.items.map((member) => member._id)).toEqual([id]);

    const renamed = await owner.staffMembers.updateStaffMember(id, {
      revision: made.revision,
      name: 'Rita Lopes',
    });
    expect(renamed).toMatchObject({ name: 'Rita Lopes', revision: '2' });

    const token = new URL(read.loginLink ?? '').hash.replace('#token=', '');
    const joined = await owner.staffMembers.joinStaffMember(token);
    expect(joined.staffMember?.status).toBe('HAS_ACCESS');
    const again = await owner.staffMembers.loginStaffMember(token);
    expect(again.deviceId).not.toBe(joined.deviceId);
    const who = await owner.staffMembers.accessStaffMember(joined.accessToken ?? '');
    expect(who.staffMember?._id).toBe(id);

    await owner.staffMembers.deleteStaffMember(id);
    await expect(owner.staffMembers.getStaffMember(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'STAFF_MEMBER_NOT_FOUND' } },
    });
  });
});
