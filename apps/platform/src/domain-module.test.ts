import { randomBytes } from 'node:crypto';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { migrations, modules } from './app.js';
import { loadConfig } from './config.js';
import { assembleModules, defineModule, migrationsOf, type UnmetNeeds } from './domain-module.js';
import { ManualClock } from './kernel/clock.js';
import type { Database } from './kernel/db/database.js';
import { createMetrics } from './kernel/metrics/metrics.js';
import { SecretBox } from './kernel/secrets/secret-box.js';

const platform = {
  db: {} as Database,
  config: loadConfig({ DATABASE_FILE: ':memory:' }),
  clock: new ManualClock(new Date('2026-01-01T00:00:00Z')),
  metrics: createMetrics(false),
  secrets: new SecretBox([randomBytes(32)]),
  eventTypes: [],
};

const counter = defineModule({
  name: 'counter',
  needs: [],
  create: () => ({ next: (n: number) => n + 1 }),
  jobs: (service) => ({ 'counter.tick': async () => void service.next(1) }),
});
const doubler = defineModule({
  name: 'doubler',
  needs: ['counter'],
  create: ({ counter }: { counter: { next(n: number): number } }) => ({
    twiceNext: (n: number) => 2 * counter.next(n),
  }),
});

describe('domain modules', () => {
  it('makes each service from the services listed before it, and gathers jobs', async () => {
    const { services, jobs, routes } = await assembleModules([counter, doubler], platform);
    expect(services.doubler.twiceNext(2)).toBe(6);
    expect(Object.keys(jobs)).toEqual(['counter.tick']);
    expect(routes).toEqual([]);
  });

  it('refuses a module listed before what it needs, and one listed twice', async () => {
    await expect(assembleModules([doubler, counter], platform)).rejects.toThrow(
      'The doubler module needs counter, which must be listed before it',
    );
    await expect(assembleModules([counter, counter], platform)).rejects.toThrow('listed twice');
  });

  it("checks by type that every module's needs are met by the list", () => {
    expectTypeOf<UnmetNeeds<typeof modules>>().toEqualTypeOf<never>();
    expectTypeOf<UnmetNeeds<[typeof doubler]>>().toEqualTypeOf<'doubler'>();
    const narrow = defineModule({
      name: 'narrow',
      needs: ['counter'],
      create: ({ counter }: { counter: { previous(n: number): number } }) => counter,
    });
    expectTypeOf<UnmetNeeds<[typeof counter, typeof narrow]>>().toEqualTypeOf<'narrow'>();
  });

  it("lists the kernel's migrations first, then each module's, with ids prefixed by their domain", () => {
    expect(migrations.slice(0, 3).map((migration) => migration.id)).toEqual([
      'kernel/0001-outbox',
      'kernel/0002-revisions',
      'kernel/0003-jobs',
    ]);
    // A domain is a folder name: lower case, words joined by hyphens (`pricing-plans`).
    for (const migration of migrationsOf(modules))
      expect(migration.id).toMatch(/^[a-z]+(-[a-z]+)*\/\d{4}-[a-z-]+$/);
    expect(new Set(migrations.map((migration) => migration.id)).size).toBe(migrations.length);
  });
});
