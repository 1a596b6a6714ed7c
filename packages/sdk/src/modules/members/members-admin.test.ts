import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { members } from './index.js';

describe.each(dialects)("@bazaar/sdk/members, the owner's calls, against the platform on %s", (dialect) => {
  let platform: RunningPlatform;
  const owner = () =>
    createClient({
      modules: { members },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('creates, finds, blocks, lets in again and deletes a member', async () => {
    const client = owner();
    const { member } = await client.members.createMember({
      loginEmail: 'rosa.parks@example.com',
      contact: { firstName: 'Rosa', lastName: 'Parks' },
    });
    const found = await client.members
      .queryMembers({ fieldsets: ['FULL'] })
      .startsWith('loginEmail', 'rosa')
      .find();
    expect(found.items.map((one) => one.loginEmail)).toEqual(['rosa.parks@example.com']);
    expect(found.totalCount).toBe(1);
    expect((await client.members.blockMember(member._id)).member.status).toBe('BLOCKED');
    const { member: read } = await client.members.getMember(member._id, { fieldsets: ['FULL'] });
    expect(read).toMatchObject({ status: 'BLOCKED', contact: { firstName: 'Rosa' } });
    expect((await client.members.approveMember(member._id)).member.status).toBe('APPROVED');
    await client.members.deleteMember(member._id);
    await expect(client.members.getMember(member._id)).rejects.toMatchObject({ status: 404 });
  });
});
