import { type ChildProcess, spawn } from 'node:child_process';

const MAIN = new URL('../../dist/main.js', import.meta.url).pathname;

/**
 * The built platform (`dist/main.js`, what `npm start` and production run) as a process of its
 * own, with `env` over this process's environment and a port of its choosing; `url` resolves
 * once it listens, and rejects with its last output if it exits first.
 */
export function startBuiltPlatform(env: Record<string, string>): {
  child: ChildProcess;
  url: Promise<string>;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) =>
      reject(new Error(`the platform exited with ${code}: ${output.slice(-2_000)}`)),
    );
  });
  return { child, url };
}

/** SIGTERM, and resolves once the process is gone (at once if it already is). */
export const stopProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
