import type { Aggregation } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../kernel/errors.js';
import { computeAggregations } from './aggregations.js';
import type { ServiceRecord } from './service-record.js';

const service = (overrides: Partial<ServiceRecord>): ServiceRecord => ({
  id: 'id',
  siteId: 'site',
  type: 'APPOINTMENT',
  name: 'Service',
  defaultCapacity: 1,
  hidden: false,
  slug: 'service',
  slugCustom: false,
  payment: { rateType: 'NO_FEE', online: false, inPerson: true, pricingPlanIds: [] },
  onlineBookingEnabled: true,
  locations: [{ id: 'l', type: 'BUSINESS' }],
  durationMinutes: 60,
  bufferMinutes: 0,
  recurringSessions: [],
  staffMemberIds: [],
  bookingPolicyId: 'policy',
  scheduleId: 'schedule',
  revision: 1,
  createdDate: '2030-01-01T00:00:00.000Z',
  updatedDate: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const services = [
  service({
    type: 'CLASS',
    defaultCapacity: 10,
    staffMemberIds: ['ada', 'bo', 'ada'],
    category: { id: 'body' },
  }),
  service({ type: 'CLASS', defaultCapacity: 4, staffMemberIds: ['bo'] }),
  service({
    defaultCapacity: 1,
    locations: [
      { id: 'a', type: 'CUSTOM' },
      { id: 'b', type: 'CUSTOMER' },
    ],
  }),
];

describe('computeAggregations', () => {
  const cases: { name: string; aggregation: Aggregation; result: Record<string, unknown> }[] = [
    {
      name: 'counts services per value, most first, ties by value',
      aggregation: { fieldPath: 'type' },
      result: {
        values: {
          results: [
            { value: 'CLASS', count: 2 },
            { value: 'APPOINTMENT', count: 1 },
          ],
        },
      },
    },
    {
      name: 'counts a service once per distinct value of an array',
      aggregation: { fieldPath: 'staffMemberIds' },
      result: {
        values: {
          results: [
            { value: 'bo', count: 2 },
            { value: 'ada', count: 1 },
          ],
        },
      },
    },
    {
      name: 'sorts by value and keeps to the limit',
      aggregation: {
        fieldPath: 'defaultCapacity',
        value: { sortType: 'VALUE', sortDirection: 'DESC', limit: 2 },
      },
      result: {
        values: {
          results: [
            { value: '10', count: 1 },
            { value: '4', count: 1 },
          ],
        },
      },
    },
    {
      name: 'leaves services without a value out, unless asked to bucket them',
      aggregation: {
        fieldPath: 'category.id',
        value: { missingValues: 'INCLUDE', includeOptions: { addToBucket: 'none' } },
      },
      result: {
        values: {
          results: [
            { value: 'none', count: 2 },
            { value: 'body', count: 1 },
          ],
        },
      },
    },
    {
      name: 'reads booleans as text',
      aggregation: { fieldPath: 'payment.options.inPerson' },
      result: { values: { results: [{ value: 'true', count: 3 }] } },
    },
    {
      name: 'puts each service in the first range it falls in',
      aggregation: { fieldPath: 'defaultCapacity', range: { buckets: [{ from: 1, to: 5 }, { from: 0 }] } },
      result: {
        type: 'RANGE',
        ranges: {
          results: [
            { from: 1, to: 5, count: 2 },
            { from: 0, count: 1 },
          ],
        },
      },
    },
    {
      name: 'counts distinct values',
      aggregation: { fieldPath: 'locations.type', scalar: { type: 'COUNT_DISTINCT' } },
      result: { type: 'SCALAR', scalar: { type: 'COUNT_DISTINCT', value: 3 } },
    },
    {
      name: 'finds the smallest number',
      aggregation: { fieldPath: 'defaultCapacity', type: 'SCALAR', scalar: { type: 'MIN' } },
      result: { scalar: { type: 'MIN', value: 1 } },
    },
  ];

  for (const { name, aggregation, result } of cases) {
    it(name, () => {
      const [computed] = computeAggregations(services, [aggregation]);
      expect(computed).toMatchObject({
        name: aggregation.fieldPath,
        fieldPath: aggregation.fieldPath,
        ...result,
      });
    });
  }

  it('answers 0 for the extreme of no services', () => {
    expect(
      computeAggregations([], [{ fieldPath: 'defaultCapacity', scalar: { type: 'MAX' } }])[0]?.scalar,
    ).toEqual({
      type: 'MAX',
      value: 0,
    });
  });

  const refused: { name: string; aggregations: Aggregation[] }[] = [
    { name: 'a field that cannot be aggregated', aggregations: [{ fieldPath: 'description' }] },
    { name: 'a repeated name', aggregations: [{ fieldPath: 'type' }, { name: 'type', fieldPath: 'hidden' }] },
    { name: 'a range over text', aggregations: [{ fieldPath: 'type', range: { buckets: [{ from: 0 }] } }] },
    { name: 'the minimum of text', aggregations: [{ fieldPath: 'type', scalar: { type: 'MIN' } }] },
    { name: 'a RANGE without buckets', aggregations: [{ fieldPath: 'defaultCapacity', type: 'RANGE' }] },
    { name: 'a nested aggregation', aggregations: [{ fieldPath: 'type', type: 'NESTED' }] },
  ];
  for (const { name, aggregations } of refused) {
    it(`refuses ${name} with a validation error`, () => {
      expect(() => computeAggregations(services, aggregations)).toThrow(ValidationError);
    });
  }
});
