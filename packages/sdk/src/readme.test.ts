import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPlatform, startPlatform } from './test/platform.js';

const run = promisify(execFile);

describe('the README quick start', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform('sqlite');
  });
  afterAll(() => platform.close());

  it('runs as written in plain Node against the built package', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const quickStart = /## Quick start[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(quickStart?.trim().split('\n')).toHaveLength(5);
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', quickStart ?? ''], {
      cwd: new URL('../../../', import.meta.url).pathname,
      env: { ...process.env, BAZAAR_API_BASE_URL: platform.baseUrl },
    });
    expect(stdout).toContain("{ status: 'ok', database: 'sqlite' } visitor");
  });
});
