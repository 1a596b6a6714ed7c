import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { buyStoreProduct } from '../../testing/store-purchase.js';

/** A day as the site's calendar (New York) names it. */
const dayIn = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** Wix's Analytics Data API over HTTP: a site's paid orders, by the day they were placed. */
describe.each(testDialects)('sales and orders by day on %s', (dialect) => {
  let t: TestApp;
  let placed: Date;
  const get = (query: string, authorization = t.ownerApiKey) =>
    t.app.inject({
      method: 'GET',
      url: `/analytics/v2/site-analytics/data?${query}`,
      headers: { authorization },
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const created = await t.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: t.ownerApiKey },
      payload: { product: { name: 'Mug', priceData: { price: '12.10' }, productType: 'digital' } },
    });
    const visitor = await t.visitorToken();
    await buyStoreProduct(t.app, visitor, created.json().product.id, 1);
    placed = new Date((await buyStoreProduct(t.app, visitor, created.json().product.id, 2)).createdDate);
  }, 60_000);
  afterAll(() => t.close());

  it("answers today's sales and orders in the site's time zone, as dotted keys ask", async () => {
    // The day the orders were placed on (a run across midnight still asks about that day).
    const today = dayIn(placed);
    const yesterday = dayIn(new Date(placed.getTime() - 24 * 3600_000));
    const response = await get(
      `dateRange.startDate=${yesterday}&dateRange.endDate=${today}&measurementTypes=TOTAL_SALES&measurementTypes=TOTAL_ORDERS`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [sales, orders] = response.json().data;
    expect(orders).toEqual({
      type: 'TOTAL_ORDERS',
      values: [
        { date: yesterday, value: 0 },
        { date: today, value: 2 },
      ],
      total: 2,
    });
    expect(sales.type).toBe('TOTAL_SALES');
    expect(sales.values[1].value).toBeGreaterThanOrEqual(36.3);
    expect(sales.total).toBe(sales.values[1].value);
  });

  it('refuses a range it keeps no data for, and a visitor, with a clear answer', async () => {
    const bad = await get('dateRange.startDate=2001-01-01&measurementTypes=TOTAL_SALES');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('dateRange.startDate');
    const noType = await get(`dateRange.startDate=${dayIn(new Date())}&measurementTypes=VISITS`);
    expect(noType.statusCode).toBe(400);
    const visitor = await get(
      `dateRange.startDate=${dayIn(new Date())}&measurementTypes=TOTAL_SALES`,
      await t.visitorToken(),
    );
    expect(visitor.statusCode).toBe(403);
  });
});
