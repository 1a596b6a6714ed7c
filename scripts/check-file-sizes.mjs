// Fails when a source file grows past 300 lines: a file that long holds more than one idea, and
// is split by what each part does (docs/architecture.md). Tests are exempt.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAX_LINES = 300;
const roots = [
  'apps/platform/src',
  'apps/hosted/src',
  'apps/storefront/src',
  'packages/contracts/src',
  'packages/sdk/src',
];
const source = /\.(ts|tsx|css|mjs)$/;
const exempt = /\.test\.(ts|tsx)$|\.d\.ts$/;

const files = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return source.test(entry.name) && !exempt.test(entry.name) ? [path] : [];
  });

const long = roots
  .flatMap((root) => files(root))
  .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);

for (const { path, lines } of long) console.error(`${path}: ${lines} lines (at most ${MAX_LINES})`);
process.exit(long.length > 0 ? 1 : 0);
