import { Gauge, type Registry } from 'prom-client';
import type { Database, Queryable, Row } from '../db/database.js';
import type { Sql } from '../db/sql.js';
import { type Series, SeriesHistogram } from './series-histogram.js';

/** Seconds: a kept statement takes microseconds, a transaction waiting for a lock much longer. */
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * The database as the domains see it, each statement and each transaction timed (waiting for a
 * connection included: that is the time a request spends), and gauges of its connections read
 * at each scrape. Only installed when metrics are served.
 */
export function timedDatabase(db: Database, registry: Registry): Database {
  const durations = new SeriesHistogram({
    name: 'bazaar_db_query_duration_seconds',
    help: 'Time of each statement, and of each whole transaction, including the wait for a connection',
    buckets: QUERY_BUCKETS,
    registry,
  });
  const statement = durations.seriesOf('statement', () => ({ kind: 'statement' }));
  const transaction = durations.seriesOf('transaction', () => ({ kind: 'transaction' }));

  connectionGauges(db, registry);

  async function timing<T>(series: Series, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      series.observe((performance.now() - started) / 1000);
    }
  }
  const timedStatements = (q: Queryable) => ({
    all: <T = Row>(query: Sql) => timing(statement, () => q.all<T>(query)),
    one: <T = Row>(query: Sql) => timing(statement, () => q.one<T>(query)),
    run: (query: Sql) => timing(statement, () => q.run(query)),
  });

  return {
    ...db,
    ...timedStatements(db),
    transaction: (work) =>
      timing(transaction, () => db.transaction((tx) => work({ ...tx, ...timedStatements(tx) }))),
  };
}

function connectionGauges(db: Database, registry: Registry): void {
  new Gauge({
    name: 'bazaar_db_connections',
    help: 'Database connections: the most the pool may open (max), open now (open), in use (busy); SQLite has one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = db.connections();
      this.labels('max').set(use.max);
      this.labels('open').set(use.open);
      this.labels('busy').set(use.busy);
    },
  });
  new Gauge({
    name: 'bazaar_db_waiting',
    help: 'Callers waiting for a database connection (SQLite: for its one connection)',
    registers: [registry],
    collect() {
      this.set(db.connections().waiting);
    },
  });
}
