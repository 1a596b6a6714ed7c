import type { Registry } from 'prom-client';

/** One label set's figures: bucket counts (not cumulative), their sum and count. */
export class Series {
  readonly buckets: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.buckets = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    this.sum += value;
    this.count += 1;
    const bounds = this.bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] as number)) {
        (this.buckets as Float64Array)[i] = (this.buckets[i] as number) + 1;
        return;
      }
    }
  }
}

interface MetricValue {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
}

/**
 * A histogram by labels, cheap on the hot path: a caller finds its series once (by a key of its
 * own) and then observes into plain numbers, with no label hashing or allocation per request as
 * prom-client's own Histogram does. prom-client's registry reads it as any other metric
 * (`get()`), and formats it at scrape time. `countAs`, when given, also publishes each series'
 * count as a counter of its own (requests answered, from the same observations).
 */
export class SeriesHistogram {
  private readonly series = new Map<string, Series>();

  constructor(
    private readonly spec: {
      name: string;
      help: string;
      buckets: readonly number[];
      registry: Registry;
      countAs?: { name: string; help: string };
    },
  ) {
    const { registry, name, help, countAs } = spec;
    registry.registerMetric(
      this.metric(name, help, 'histogram', () => this.histogramValues()) as unknown as Parameters<
        Registry['registerMetric']
      >[0],
    );
    if (countAs)
      registry.registerMetric(
        this.metric(countAs.name, countAs.help, 'counter', () =>
          [...this.series.values()].map((series) => ({ value: series.count, labels: { ...series.labels } })),
        ) as unknown as Parameters<Registry['registerMetric']>[0],
      );
  }

  /** The series of `key`, made with `labels` the first time it is asked for. */
  seriesOf(key: string, labels: () => Record<string, string>): Series {
    let series = this.series.get(key);
    if (!series) {
      series = new Series(labels(), this.spec.buckets);
      this.series.set(key, series);
    }
    return series;
  }

  private histogramValues(): MetricValue[] {
    const values: MetricValue[] = [];
    const { name, buckets } = this.spec;
    for (const series of this.series.values()) {
      let cumulative = 0;
      buckets.forEach((bound, i) => {
        cumulative += series.buckets[i] as number;
        values.push({
          value: cumulative,
          labels: { ...series.labels, le: bound },
          metricName: `${name}_bucket`,
        });
      });
      values.push({
        value: series.count,
        labels: { ...series.labels, le: '+Inf' },
        metricName: `${name}_bucket`,
      });
      values.push({ value: series.sum, labels: { ...series.labels }, metricName: `${name}_sum` });
      values.push({ value: series.count, labels: { ...series.labels }, metricName: `${name}_count` });
    }
    return values;
  }

  /** What prom-client's registry asks of a metric: its name, and its values when scraped. */
  private metric(name: string, help: string, type: 'histogram' | 'counter', values: () => MetricValue[]) {
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => this.series.clear(),
    };
  }
}
