import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../kernel/clock.js';
import { createJobRunner } from '../../kernel/jobs/jobs.js';
import { JOBS_STALE_MS } from '../../kernel/readiness.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

/**
 * `/readyz` over HTTP: ready only with the database answering, every migration applied and the job
 * runner alive; 503 NOT_READY, naming what is not, while draining or when a check fails. `/healthz`
 * stays a liveness answer.
 */
describe.each(testDialects)('readiness on %s', (dialect) => {
  let t: TestApp;
  const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('is not ready before its job runner runs, and ready once it does', async () => {
    const before = await readyz();
    expect(before.statusCode).toBe(503);
    expect(before.json().details.applicationError).toMatchObject({
      code: 'NOT_READY',
      data: { checks: { draining: 'ok', database: 'ok', migrations: 'ok', jobs: 'not started' } },
    });
    expect(before.json().message).toBe('Not ready: jobs not started');
    const jobs = createJobRunner(t.db, systemClock, {}, { error: () => undefined });
    t.services.system.readiness.watchJobs(() => jobs.alive(JOBS_STALE_MS));
    jobs.start(50);
    try {
      const ready = await readyz();
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { draining: 'ok', database: 'ok', migrations: 'ok', jobs: 'ok' },
      });
    } finally {
      await jobs.stop();
    }
    expect((await readyz()).json().details.applicationError.data.checks.jobs).toBe('stalled');
  });

  it('says 503 draining once told to drain, while /healthz still answers', async () => {
    t.services.system.readiness.drain();
    const draining = await readyz();
    expect(draining.statusCode).toBe(503);
    expect(draining.json().details.applicationError.data.checks.draining).toBe('draining');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe.each(testDialects)('readiness with its database gone on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close().catch(() => undefined));

  it('answers 503 with the database unreachable', async () => {
    await t.db.close();
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json().details.applicationError.data.checks).toMatchObject({
      database: 'unreachable',
      migrations: 'unknown',
    });
  });
});
