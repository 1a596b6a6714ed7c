// Run by .ci/run after `npm ci`. better-sqlite3's installer (prebuild-install) downloads a prebuilt
// binary from GitHub, which this machine cannot reach, and then compiles SQLite instead (about
// 80 s on 2 cores). Before downloading, the installer looks in npm's cache for the same file it
// would download; this keeps the binary just compiled there, under that name, so that the next
// install on this machine unpacks it in a second. Nothing is kept if anything is unexpected.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
const binary = 'build/Release/better_sqlite3.node';

try {
  // The installer's own settings and functions name the file, so the name cannot drift from
  // the one it looks for.
  const fromInstaller = createRequire(join(packageDir, 'package.json'));
  const installer = fromInstaller('prebuild-install/util');
  const pkg = require('better-sqlite3/package.json');
  const url = installer.getDownloadUrl({ ...fromInstaller('prebuild-install/rc')(pkg), pkg });
  const cached = installer.cachedPrebuild(url);
  if (existsSync(cached)) {
    console.log(`better-sqlite3 ${pkg.version}: the binary is already kept in ${cached}`);
  } else if (!existsSync(join(packageDir, binary))) {
    console.log(`better-sqlite3 ${pkg.version}: no compiled binary to keep`);
  } else {
    mkdirSync(dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}.partial`;
    const packed = spawnSync('tar', ['-czf', partial, '-C', packageDir, binary], { stdio: 'inherit' });
    if (packed.status !== 0) throw new Error(`tar exited with ${packed.status}`);
    renameSync(partial, cached);
    console.log(`better-sqlite3 ${pkg.version}: the compiled binary is kept in ${cached}`);
  }
} catch (error) {
  console.log(`better-sqlite3: the compiled binary is not kept (${error.message})`);
}
