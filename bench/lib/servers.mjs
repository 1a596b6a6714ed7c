// The two servers a benchmark run measures, as child processes: the built platform and the bare
// node:http server (baseline-server.mjs), started on free loopback ports and stopped by their id.
import { fork, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BASELINE_SERVER = fileURLToPath(new URL('./baseline-server.mjs', import.meta.url));
const PLATFORM_MAIN = join(ROOT, 'apps/platform/dist/main.js');

const log = (message) => console.error(message);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child's output, kept short: the last lines, and how many pino lines were warnings or worse. */
function watchOutput(child) {
  const tail = [];
  const counts = { warn: 0, error: 0 };
  const onLine = (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
    try {
      const level = JSON.parse(line).level;
      if (level >= 50) counts.error++;
      else if (level >= 40) counts.warn++;
    } catch {}
  };
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) onLine(line);
    });
  }
  return { tail, counts };
}

export async function stopChild(child, name) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    log(`${name} (pid ${child.pid}) did not stop within 5 s after SIGTERM: sending SIGKILL`);
    child.kill('SIGKILL');
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * The built platform on a free port; on PostgreSQL when `databaseUrl` is given, profiled into
 * `profileDir` when given (V8 writes the profile as the process exits after SIGTERM).
 */
export async function startPlatform(dataDir, databaseUrl, profileDir) {
  // A free port: bind port 0, read it, release it (the platform needs a number in PORT).
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = probe.address().port;
  await new Promise((resolve) => probe.close(resolve));

  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, PLATFORM_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // No load balancer to wait for: a SIGTERM stops it at once (and a CPU profile gets written).
      DRAIN_SECONDS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = watchOutput(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the platform exited while starting:\n${output.tail.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) return { child, url, output };
    } catch {}
    await sleep(200);
  }
  await stopChild(child, 'platform');
  throw new Error(`the platform did not answer /healthz with 200 within 30 s:\n${output.tail.join('\n')}`);
}

export async function startBaseline(samples) {
  const child = fork(BASELINE_SERVER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start within 10 s')), 10_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) while starting`)));
    child.send(samples);
  });
  return { child, url: `http://127.0.0.1:${port}` };
}
