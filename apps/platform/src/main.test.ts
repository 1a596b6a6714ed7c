import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_PREFIX, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const STARTUP_DEADLINE_MS = 30_000;

function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(String(typeof address === 'object' && address ? address.port : 0)));
    });
    server.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  url: string;
}

/** Runs the README's `npm start` on a fresh data folder and a free port, as a newcomer would. */
function npmStart(dataDir: string, storefrontPort: string): Promise<Running> {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', STOREFRONT_PORT: storefrontPort, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no "Server listening" line within the deadline')),
      STARTUP_DEADLINE_MS,
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
  });
}

function stop(running: Running | undefined): Promise<void> {
  const pid = running?.child.pid;
  if (!running || pid === undefined || running.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.on('exit', () => resolve());
    process.kill(-pid, 'SIGTERM');
  });
}

describe('npm start', () => {
  let dataDir: string;
  let running: Running | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bazaar-start-'));
    running = await npmStart(dataDir, await freePort());
  }, STARTUP_DEADLINE_MS + 5_000);
  afterAll(async () => {
    await stop(running);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves /healthz on the embedded database', async () => {
    const response = await fetch(`${running?.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('issues anonymous tokens for the seeded default client', async () => {
    const response = await fetch(`${running?.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' }),
    });
    expect(response.status).toBe(200);
    const { access_token: accessToken } = (await response.json()) as { access_token: string };
    expect(accessToken.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[3] ?? '', 'base64url').toString('utf8'));
    expect(JSON.parse(payload.data).instance.metaSiteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the owner API key once, readable only by its owner, and it works', async () => {
    const file = join(dataDir, 'owner-api-key');
    const key = (await readFile(file, 'utf8')).trim();
    const response = await fetch(`${running?.url}/sites/v1/site`, { headers: { authorization: key } });
    expect(response.status).toBe(200);
    const { statSync } = await import('node:fs');
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it(
    'keeps the demo site and its signing key across a restart',
    async () => {
      const token = (await (
        await fetch(`${running?.url}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' }),
        })
      ).json()) as { access_token: string; refresh_token: string };
      await stop(running);
      running = await npmStart(dataDir, await freePort());
      const renewed = await fetch(`${running.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: DEFAULT_CLIENT_ID,
          grantType: 'refresh_token',
          refreshToken: token.refresh_token,
        }),
      });
      expect(renewed.status).toBe(200);
      const info = await fetch(`${running.url}/oauth2/token-info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: token.access_token }),
      });
      expect(((await info.json()) as { active: boolean }).active).toBe(true);
    },
    STARTUP_DEADLINE_MS + 10_000,
  );
});
