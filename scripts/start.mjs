// `npm start`: builds what changed, then runs the platform (port 4000) and the demo storefront
// (port 3000, production build) together. Ctrl-C stops both; if one dies, the other is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const STOREFRONT = join(ROOT, 'apps/storefront');
const platformPort = process.env.PORT ?? '4000';
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';

/** Processes started so far: a failed step stops them before exiting. */
const children = [];

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status === 0) return;
  for (const child of children) child.kill('SIGTERM');
  process.exit(result.status ?? 1);
}

/** Newest modification time under `path` (files only), skipping build output and dependencies. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !['node_modules', '.next', 'dist'].includes(name))
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b']);

// The platform starts first: it answers while the storefront builds.
children.push(
  spawn(process.execPath, [join(ROOT, 'apps/platform/dist/main.js')], {
    stdio: 'inherit',
    // One process and no load balancer: a stop need not wait for one to notice (DRAIN_SECONDS).
    // Readable lines, one per request (LOG_LEVEL=info hides them): JSON lines stay production's.
    env: {
      DRAIN_SECONDS: '0',
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'debug',
      METRICS: 'on',
      ...process.env,
      PORT: platformPort,
    },
  }),
);

/** True when `output` is missing or older than any of `inputs`. */
const stale = (output, inputs) =>
  !existsSync(output) || Math.max(...inputs.map(newest)) > statSync(output).mtimeMs;

// The hosted pages (checkout) are served by the platform from their build.
const HOSTED = join(ROOT, 'apps/hosted');
// The hosted pages import the SDK: a new SDK build is a new hosted build.
if (
  stale(join(HOSTED, 'dist/index.html'), [
    join(HOSTED, 'src'),
    join(HOSTED, 'index.html'),
    join(ROOT, 'packages/sdk/dist'),
  ])
) {
  run('npm', ['run', 'build', '--workspace', '@bazaar/hosted']);
}

// A production build of the storefront takes a while; it is redone only when its inputs changed.
const buildId = join(STOREFRONT, '.next/BUILD_ID');
const inputs = [
  join(STOREFRONT, 'src'),
  join(STOREFRONT, 'public'),
  join(STOREFRONT, 'next.config.ts'),
  join(ROOT, 'packages/sdk/dist'),
];
if (stale(buildId, inputs)) {
  run('npm', ['run', 'build', '--workspace', '@bazaar/storefront']);
}

children.push(
  spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/next/dist/bin/next'),
      'start',
      '--port',
      storefrontPort,
      '--hostname',
      '127.0.0.1',
    ],
    {
      cwd: STOREFRONT,
      stdio: 'inherit',
      env: { ...process.env, PORT: storefrontPort },
    },
  ),
);
console.log(
  `Bazaar: platform http://127.0.0.1:${platformPort}  storefront http://127.0.0.1:${storefrontPort}`,
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Whatever has not stopped after 15 s is killed, so no server is ever left running.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 15_000).unref();
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
