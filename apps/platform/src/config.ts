import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from './kernel/db/open.js';
import { parseSecretsKeys } from './kernel/secrets/secret-box.js';

/** Every setting of the platform, read once from the environment, with defaults for the demo. */
export interface Config {
  host: string;
  port: number;
  /** The origin visitors reach the platform at; hosted-page and redirect URLs are built from it. */
  publicUrl: string;
  /** Local files of the demo: the SQLite database and the owner API key written at seeding. */
  dataDir: string;
  database: DatabaseConfig;
  /** The built hosted pages (apps/hosted/dist), served under /hosted/. */
  hostedDir: string;
  /** The built dashboard (apps/dashboard/dist), served under /dashboard. */
  dashboardDir: string;
  /** Where the demo storefront runs; product page URLs point there. */
  storefrontUrl: string;
  /** Browser origins allowed to call the API (the storefronts). */
  corsOrigins: string[];
  logLevel: string;
  /** `json` lines (production, for a log collector), or `pretty`: a readable line each (`npm start`). */
  logFormat: 'json' | 'pretty';
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Largest accepted request body. */
  bodyLimitBytes: number;
  /** Seconds a SIGTERM'd process keeps serving while `/readyz` says 503, so a load balancer stops sending first. */
  drainSeconds: number;
  /** Seed the demo site on start when the database has none. */
  seedDemo: boolean;
  /** Where mail goes (`smtp://user:pass@host:port`); unset: the development mailbox. */
  smtpUrl?: string;
  /** The sender of every message. */
  mailFrom: string;
  /**
   * scrypt's cost as log2 of N (r = 8, p = 1): 17 is OWASP's minimum (128 MiB, about a third of
   * a second of one core here). Each stored hash names its own cost, so raising it later keeps
   * old passwords working and rehashes them at their next sign-in.
   */
  passwordHashCost: number;
  /**
   * How many password hashes run at once (each takes a core for a third of a second or more):
   * half the cores by default, so a burst of sign-ins leaves the rest to every other request.
   */
  passwordHashConcurrency: number;
  /** How many more wait their turn; a sign-in past that is refused with 429 and Retry-After. */
  passwordHashQueue: number;
  /**
   * Products kept in memory over all sites, each site's catalogue queried there on its indexes
   * (0 keeps none); a site with more is queried by SQL on the database's indexes.
   */
  keptCatalogueProducts: number;
  /**
   * How far the JavaScript heap's old generation may grow past what the last full collection left
   * before the next one, in percent (`HEAP_GROWING_PERCENT`, V8's `--heap-growing-percent`); 0
   * leaves it to V8, which let a process reach 410-420 MB presenting a catalogue of 100,000
   * products under load where 25 kept it under 375 (bench/RESULTS.md, issue 42).
   */
  heapGrowingPercent: number;
  /**
   * Which private addresses webhook endpoints may have (`WEBHOOK_PRIVATE_ADDRESSES`): `none`,
   * `loopback` (the demo's and the tests' receivers on this machine) or `all`. By default the
   * demo allows loopback and a platform that seeds no demo allows none.
   */
  webhookPrivateAddresses: 'none' | 'loopback' | 'all';
  /**
   * The keys that seal secrets at rest (signing keys, TOTP secrets), newest first: from
   * `SECRETS_KEY` (comma-separated) or the file `SECRETS_KEY_FILE` (one per line). Empty when
   * neither is set: the demo then makes one in `DATA_DIR/secrets.key`, anything else refuses to start.
   */
  secretsKeys: Buffer[];
  /** Where `/metrics` (Prometheus text) is served, if anywhere: see {@link MetricsConfig}. */
  metrics: MetricsConfig;
}

/**
 * `METRICS=off` (the default): no metrics. `METRICS=on`: `GET /metrics` on the API's port, or,
 * with `METRICS_PORT`, on a port of its own (and not on the API's). With `METRICS_TOKEN` a scrape
 * must send `Authorization: Bearer <token>`. `npm start` serves them on the API's port without one.
 */
type MetricsConfig = { enabled: false } | { enabled: true; port?: number; token?: string };

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 4000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = env.DATA_DIR ?? './data';
  return {
    host,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(
      /\/$/,
      '',
    ),
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: env.DATABASE_FILE ?? `${dataDir}/bazaar.db` },
    hostedDir: env.HOSTED_DIR ?? fileURLToPath(new URL('../../hosted/dist/', import.meta.url)),
    dashboardDir: env.DASHBOARD_DIR ?? fileURLToPath(new URL('../../dashboard/dist/', import.meta.url)),
    storefrontUrl: (env.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 4 * 60 * 60),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 90 * 24 * 60 * 60),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    drainSeconds: integer(env, 'DRAIN_SECONDS', 5),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    webhookPrivateAddresses: privateAddressPolicy(
      env.WEBHOOK_PRIVATE_ADDRESSES,
      (env.SEED_DEMO ?? 'true') !== 'false',
    ),
    metrics: metricsSetting(env),
    secretsKeys: env.SECRETS_KEY
      ? parseSecretsKeys(env.SECRETS_KEY, 'SECRETS_KEY')
      : env.SECRETS_KEY_FILE
        ? parseSecretsKeys(
            readFileSync(env.SECRETS_KEY_FILE, 'utf8'),
            `SECRETS_KEY_FILE (${env.SECRETS_KEY_FILE})`,
          )
        : [],
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? 'Bazaar <no-reply@bazaar.localhost>',
    passwordHashCost: within(integer(env, 'PASSWORD_HASH_COST', 17), 'PASSWORD_HASH_COST', 12, 20),
    passwordHashConcurrency: within(
      integer(env, 'PASSWORD_HASH_CONCURRENCY', Math.max(1, Math.floor(availableParallelism() / 2))),
      'PASSWORD_HASH_CONCURRENCY',
      1,
      64,
    ),
    passwordHashQueue: within(integer(env, 'PASSWORD_HASH_QUEUE', 16), 'PASSWORD_HASH_QUEUE', 0, 10_000),
    keptCatalogueProducts: within(
      integer(env, 'KEPT_CATALOGUE_PRODUCTS', 200_000),
      'KEPT_CATALOGUE_PRODUCTS',
      0,
      2_000_000,
    ),
    heapGrowingPercent: within(integer(env, 'HEAP_GROWING_PERCENT', 25), 'HEAP_GROWING_PERCENT', 0, 400),
  };
}

function within(value: number, name: string, low: number, high: number): number {
  if (value < low || value > high)
    throw new Error(`${name} must be between ${low} and ${high}, got ${value}`);
  return value;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** Which databases the test suite runs on: `TEST_DATABASES=sqlite` skips PostgreSQL. */
export function loadTestDatabases(env: Env = process.env): {
  dialects: ('sqlite' | 'postgres')[];
  postgresUrl: string;
} {
  const dialects = (env.TEST_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
  for (const dialect of dialects) {
    if (dialect !== 'sqlite' && dialect !== 'postgres')
      throw new Error(`Unknown TEST_DATABASES entry: ${dialect}`);
  }
  return {
    dialects: dialects as ('sqlite' | 'postgres')[],
    postgresUrl: env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}

function metricsSetting(env: Env): MetricsConfig {
  const mode = env.METRICS ?? 'off';
  if (mode !== 'on' && mode !== 'off') throw new Error(`METRICS must be on or off, not ${mode}`);
  if (mode === 'off') return { enabled: false };
  const token = env.METRICS_TOKEN ?? '';
  if (token && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return {
    enabled: true,
    ...(env.METRICS_PORT ? { port: within(integer(env, 'METRICS_PORT', 0), 'METRICS_PORT', 1, 65_535) } : {}),
    ...(token ? { token } : {}),
  };
}

function privateAddressPolicy(value: string | undefined, demo: boolean): Config['webhookPrivateAddresses'] {
  if (value === undefined) return demo ? 'loopback' : 'none';
  if (value === 'none' || value === 'loopback' || value === 'all') return value;
  throw new Error(`WEBHOOK_PRIVATE_ADDRESSES must be none, loopback or all, not ${value}`);
}
