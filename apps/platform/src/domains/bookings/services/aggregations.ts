import type { Aggregation, AggregationResult } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import type { ServiceRecord } from './service-record.js';

type FacetValue = string | number | boolean;

/** The fields services can be aggregated by, as the wire names them, and where each is in the record. */
const AGGREGATABLE: Record<string, (record: ServiceRecord) => FacetValue[]> = {
  type: (record) => [record.type],
  'category.id': (record) => (record.category ? [record.category.id] : []),
  'category.name': (record) => (record.category?.name ? [record.category.name] : []),
  staffMemberIds: (record) => record.staffMemberIds,
  'payment.rateType': (record) => [record.payment.rateType],
  'payment.options.online': (record) => [record.payment.online],
  'payment.options.inPerson': (record) => [record.payment.inPerson],
  'onlineBooking.enabled': (record) => [record.onlineBookingEnabled],
  hidden: (record) => [record.hidden],
  'locations.type': (record) => record.locations.map((location) => location.type),
  defaultCapacity: (record) => [record.defaultCapacity],
};
const AGGREGATABLE_FIELDS = Object.keys(AGGREGATABLE);

/** Wix's defaults: the 10 most frequent values. */
const DEFAULT_VALUE_LIMIT = 10;
const DEFAULT_MISSING_BUCKET = 'N/A';

/** Each service's distinct values at one field. */
const valuesOf = (records: readonly ServiceRecord[], read: (record: ServiceRecord) => FacetValue[]) =>
  records.map((record) => [...new Set(read(record))]);

const compareValues = (a: FacetValue, b: FacetValue): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

function valueResults(perService: FacetValue[][], options: NonNullable<Aggregation['value']>) {
  const counts = new Map<FacetValue, number>();
  for (const values of perService) {
    const counted =
      values.length === 0 && options.missingValues === 'INCLUDE'
        ? [options.includeOptions?.addToBucket ?? DEFAULT_MISSING_BUCKET]
        : values;
    for (const value of counted) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const direction = options.sortDirection === 'ASC' ? 1 : -1;
  const byValue = options.sortType === 'VALUE';
  const sorted = [...counts].sort(([valueA, countA], [valueB, countB]) => {
    const primary = byValue ? compareValues(valueA, valueB) : countA - countB;
    // Ties in count list their values in order, so the answer does not depend on storage order.
    return primary * direction || compareValues(valueA, valueB);
  });
  return sorted
    .slice(0, options.limit ?? DEFAULT_VALUE_LIMIT)
    .map(([value, count]) => ({ value: String(value), count }));
}

function numbersOf(perService: FacetValue[][], at: string): number[][] {
  return perService.map((values) =>
    values.map((value) => {
      if (typeof value !== 'number') throw ValidationError.field(at, 'names a field that is not a number');
      return value;
    }),
  );
}

/** Each service lands in the first bucket its value falls in (`from` inclusive, `to` exclusive). */
function rangeResults(perService: FacetValue[][], range: NonNullable<Aggregation['range']>, at: string) {
  const numbers = numbersOf(perService, `${at}.fieldPath`);
  range.buckets.forEach((bucket, index) => {
    if (bucket.from === undefined && bucket.to === undefined)
      throw ValidationError.field(
        `${at}.range.buckets[${index}]`,
        'needs a from or a to',
        'REQUIRED_ONE_OF_FIELD',
      );
  });
  const counts = range.buckets.map(() => 0);
  for (const values of numbers) {
    const index = range.buckets.findIndex((bucket) =>
      values.some(
        (v) => (bucket.from === undefined || v >= bucket.from) && (bucket.to === undefined || v < bucket.to),
      ),
    );
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return range.buckets.map((bucket, index) => ({ ...bucket, count: counts[index] ?? 0 }));
}

function scalarResult(perService: FacetValue[][], scalar: NonNullable<Aggregation['scalar']>, at: string) {
  if (scalar.type === 'COUNT_DISTINCT') return { type: scalar.type, value: new Set(perService.flat()).size };
  const all = numbersOf(perService, `${at}.fieldPath`).flat();
  // No services, no extreme: 0 stands for it, as the wire's value is a number.
  if (all.length === 0) return { type: scalar.type, value: 0 };
  return { type: scalar.type, value: scalar.type === 'MIN' ? Math.min(...all) : Math.max(...all) };
}

/**
 * The facets a search asks for, over every service it matches: VALUE (how many services have
 * each value), RANGE (how many fall in each bucket) and SCALAR (distinct count, minimum, maximum).
 * A service counts once per distinct value of an array field (`staffMemberIds`, `locations.type`).
 */
export function computeAggregations(
  records: readonly ServiceRecord[],
  requested: readonly Aggregation[],
): AggregationResult[] {
  const names = new Set<string>();
  return requested.map((aggregation, index) => {
    const at = `search.aggregations[${index}]`;
    const read = AGGREGATABLE[aggregation.fieldPath];
    if (!read)
      throw ValidationError.field(
        `${at}.fieldPath`,
        `cannot be aggregated; use one of ${AGGREGATABLE_FIELDS.join(', ')}`,
        'INVALID_ENUM_VALUE',
      );
    const name = aggregation.name ?? aggregation.fieldPath;
    if (names.has(name)) throw ValidationError.field(`${at}.name`, `repeats the name ${name}`);
    names.add(name);
    const type = aggregation.type ?? (aggregation.scalar ? 'SCALAR' : aggregation.range ? 'RANGE' : 'VALUE');
    const perService = valuesOf(records, read);
    const base = { name, type, fieldPath: aggregation.fieldPath };
    switch (type) {
      case 'VALUE':
        return { ...base, values: { results: valueResults(perService, aggregation.value ?? {}) } };
      case 'RANGE':
        if (!aggregation.range)
          throw ValidationError.field(`${at}.range`, 'is required for a RANGE', 'REQUIRED_FIELD');
        return { ...base, ranges: { results: rangeResults(perService, aggregation.range, at) } };
      case 'SCALAR':
        if (!aggregation.scalar)
          throw ValidationError.field(`${at}.scalar`, 'is required for a SCALAR', 'REQUIRED_FIELD');
        return { ...base, scalar: scalarResult(perService, aggregation.scalar, at) };
      default:
        throw ValidationError.field(
          `${at}.type`,
          `${type} aggregations are not supported`,
          'INVALID_ENUM_VALUE',
        );
    }
  });
}
