import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { TEST_SECRETS_KEY } from '../../testing/secrets-key.js';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open.js';
import { loggerOptions } from './request-log.js';

/** What the platform logs for requests: one readable line each, at debug; nothing at info. */
describe('request log lines', () => {
  const lines: { level: number; msg: string; statusCode?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let db: Database;
  let close: () => Promise<void>;
  let inject: (url: string) => Promise<unknown>;
  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_FILE: ':memory:',
      PASSWORD_HASH_COST: '12',
      SECRETS_KEY: TEST_SECRETS_KEY,
    });
    db = await openDatabase(config.database);
    const { app } = await buildApp({ config, db, logger: { level: 'debug', stream } });
    inject = (url) => app.inject({ method: 'GET', url });
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('writes a line per answered request at debug, its method, path, status and time, and no more', async () => {
    await inject('/healthz?probe=1');
    await inject('/no-such-page');
    const requests = lines.filter((line) => /^GET \//.test(line.msg));
    expect(requests.map((line) => line.msg.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /healthz 200 N ms',
      'GET /no-such-page 404 N ms',
    ]);
    expect(requests.every((line) => line.level === 20)).toBe(true);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });

  it('is JSON unless told to be readable', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).toEqual({ level: 'info' });
    expect(loggerOptions({ logLevel: 'debug', logFormat: 'pretty' })).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });
});
