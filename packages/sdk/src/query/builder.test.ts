import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../auth/api-key.js';
import { createClient } from '../client.js';
import * as sites from '../modules/sites/index.js';
import { dialects, type RunningPlatform, startPlatform } from '../test/platform.js';

const NAMES = ['Aurora', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fjord', 'Grove'];

describe.each(dialects)('query builder against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let client: ReturnType<typeof build>;
  const build = () =>
    createClient({
      modules: { sites },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    client = build();
    for (const name of NAMES) await client.sites.createOAuthClient({ name });
  });
  afterAll(() => platform.close());

  const names = (items: { name: string }[]) => items.map((item) => item.name);
  const query = () => client.sites.queryOAuthClients();

  it('filters and sorts', async () => {
    const result = await query().startsWith('name', 'E').find();
    expect(names(result.items)).toEqual(['Ember']);
    const several = await query().in('name', ['Dune', 'Birch', 'Fjord']).descending('name').find();
    expect(names(several.items)).toEqual(['Fjord', 'Dune', 'Birch']);
    const either = await query().eq('name', 'Cedar').or(query().eq('name', 'Grove')).ascending('name').find();
    expect(names(either.items)).toEqual(['Cedar', 'Grove']);
    const neither = await query().startsWith('name', 'D').not(query().eq('name', 'Demo storefront')).find();
    expect(names(neither.items)).toEqual(['Dune']);
    const ranged = await query().ge('name', 'B').lt('name', 'D').ascending('name').find();
    expect(names(ranged.items)).toEqual(['Birch', 'Cedar']);
    const byId = await query()
      .eq('_id', (ranged.items[0] as unknown as { _id: string })._id)
      .find();
    expect(names(byId.items)).toEqual(['Birch']);
  });

  it('pages with offsets, and refuses to page past either end', async () => {
    const first = await query().ne('name', 'Demo storefront').ascending('name').limit(3).find();
    expect(names(first.items)).toEqual(['Aurora', 'Birch', 'Cedar']);
    expect(first).toMatchObject({ totalCount: 7, pageSize: 3, currentPage: 0, length: 3 });
    expect(first.hasPrev()).toBe(false);
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
    const second = await first.next();
    expect(names(second.items)).toEqual(['Dune', 'Ember', 'Fjord']);
    const third = await second.next();
    expect(names(third.items)).toEqual(['Grove']);
    expect(third.currentPage).toBe(2);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow('No next page to fetch');
    expect(names((await third.prev()).items)).toEqual(['Dune', 'Ember', 'Fjord']);
    const skipped = await query().ascending('name').skip(6).limit(2).find();
    expect(names(skipped.items)).toEqual(['Fjord', 'Grove']);
  });

  it('pages with cursors', async () => {
    const first = await client.sites
      .queryOAuthClientsByCursor()
      .ne('name', 'Demo storefront')
      .ascending('name')
      .limit(4)
      .find();
    expect(names(first.items)).toEqual(['Aurora', 'Birch', 'Cedar', 'Dune']);
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(names(second.items)).toEqual(['Ember', 'Fjord', 'Grove']);
    expect(second.hasNext()).toBe(false);
    await expect(second.next()).rejects.toThrow('No next page to fetch');
    expect(names((await second.prev()).items)).toEqual(['Aurora', 'Birch', 'Cedar', 'Dune']);
  });

  it('sends a long query as a POST instead of an over-long GET, with the same answer', async () => {
    const methods: string[] = [];
    const recording = createClient({
      modules: { sites },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
      fetch: (input, init) => {
        methods.push(`${init?.method} ${String(input).length > 4000 ? 'long' : 'short'}`);
        return fetch(input, init);
      },
    });
    const padding = Array.from(
      { length: 95 },
      (_, i) => `not-a-client-but-a-long-padding-name-${i.toString().padStart(3, '0')}`,
    );
    const short = await recording.sites
      .queryOAuthClients()
      .in('name', ['Birch', ...padding.slice(0, 5)])
      .find();
    const long = await recording.sites
      .queryOAuthClients()
      .in('name', ['Birch', ...padding])
      .find();
    expect(names(short.items)).toEqual(['Birch']);
    expect(names(long.items)).toEqual(['Birch']);
    expect(methods).toEqual(['GET short', 'POST short']);
  });
});
