import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { analyticsData } from './index.js';

describe.each(dialects)('@bazaar/sdk/analytics against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('reads the days of a range with every measurement asked, in the zone asked', async () => {
    const owner = createClient({
      modules: { analyticsData },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const { data } = await owner.analyticsData.getAnalyticsData(['TOTAL_SALES', 'TOTAL_ORDERS'], {
      dateRange: { startDate: today, endDate: today },
      timeZone: 'Asia/Tokyo',
    });
    expect(data).toEqual([
      { type: 'TOTAL_SALES', values: [{ date: today, value: 0 }], total: 0 },
      { type: 'TOTAL_ORDERS', values: [{ date: today, value: 0 }], total: 0 },
    ]);
    await expect(
      owner.analyticsData.getAnalyticsData(['TOTAL_SALES'], { dateRange: { startDate: '1999-01-01' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
