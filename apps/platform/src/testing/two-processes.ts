import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, loadTestDatabases } from '../config.js';
import type { Clock } from '../kernel/clock.js';
import type { Database } from '../kernel/db/database.js';
import { openPostgres } from '../kernel/db/postgres.js';
import { sql } from '../kernel/db/sql.js';
import { createOutboxPublisher } from '../kernel/outbox-publisher.js';
import { buildTestApp, type TestApp } from './app.js';
import { TEST_SECRETS_KEY } from './secrets-key.js';

/** How many times a concurrency test sends the same request at once. */
export const TIMES = 10;

/**
 * The platform as the concurrency tests use it: on PostgreSQL, two platform processes sharing
 * the database (each with its own pool), which the sends alternate between; on SQLite, one.
 * `tenTimes` sends a request ten times at once and answers each send's status and body.
 */
export async function startTwoProcesses(dialect: 'sqlite' | 'postgres', clock: Clock) {
  const t: TestApp = await buildTestApp(dialect, {}, { clock });
  const processes: FastifyInstance[] = [t.app];
  /** Each process's background work, as its loops would run it: publishing events, sending webhooks. */
  const background = [
    {
      publishEvents: () => t.publishEvents(),
      dispatchWebhooks: () => t.services.webhooks.dispatcher.dispatchDue(),
    },
  ];
  let second: Database | undefined;
  if (dialect === 'postgres') {
    const schema = (await t.db.one<{ schema: string }>(sql`SELECT current_schema() AS schema`))?.schema ?? '';
    second = await openPostgres({ url: loadTestDatabases().postgresUrl, schema, maxConnections: 4 });
    const config = loadConfig({
      PASSWORD_HASH_COST: '12',
      DATABASE_FILE: ':memory:',
      SECRETS_KEY: TEST_SECRETS_KEY,
    });
    const other = await buildApp({ config, db: second, logger: false, clock });
    processes.push(other.app);
    const outbox = createOutboxPublisher(second, clock, { error: () => undefined });
    for (const { entityFqdn, subscriber } of other.subscribers)
      outbox.subscribe(entityFqdn as '*', subscriber);
    background.push({
      async publishEvents() {
        let published = 0;
        for (let batch = await outbox.publishPending(); batch > 0; batch = await outbox.publishPending())
          published += batch;
        return published;
      },
      dispatchWebhooks: () => other.services.webhooks.dispatcher.dispatchDue(),
    });
  }

  /** The i-th send goes to one process or the other. */
  const send = (index: number, options: InjectOptions) =>
    (processes[index % processes.length] as FastifyInstance).inject(options);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, authorization?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: { authorization: authorization ?? t.ownerApiKey },
    });
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const tenTimes = async (url: string, payload: object, authorization?: string) =>
    (
      await Promise.all(
        Array.from({ length: TIMES }, (_, index) =>
          send(index, {
            method: 'POST',
            url,
            payload: payload as Record<string, unknown>,
            ...(authorization ? { headers: { authorization } } : {}),
          }),
        ),
      )
    ).map((response) => ({ status: response.statusCode, body: response.json() }));
  /** The test provider's calls of `kind` that went through, for payments of `reference`. */
  const providerCalls = async (reference: string, kind: string, status: string) =>
    (
      (
        await call(
          'GET',
          `/payments/v1/test-provider/calls?limit=1000&reference=${encodeURIComponent(reference)}`,
        )
      ).json().calls as { kind: string; status: string }[]
    ).filter((entry) => entry.kind === kind && entry.status === status).length;

  return {
    t,
    background,
    call,
    owned,
    tenTimes,
    providerCalls,
    async close() {
      await processes[1]?.close();
      await second?.close();
      await t.close();
    },
  };
}
