// The command-line options every load benchmark here shares; a script adds its own.
import { parseArgs } from 'node:util';

const COMMON_USAGE =
  '  --postgres <server URL>: run the platform on PostgreSQL, in a database of its own created\n' +
  '    on that server and dropped at the end (default: SQLite in a temporary directory)\n' +
  '  --profile <dir>: write a V8 CPU profile of the platform (.cpuprofile) to <dir> when it stops;\n' +
  "    profiling slows the platform, so a profiled run's figures are not results";

/**
 * --duration, --connections, --rounds, --warmup (integers), --postgres and --profile, plus the
 * script's own string options (`extra`, described in `extraUsage`); --help prints the usage.
 */
export function benchOptions(script, { extra = {}, extraUsage = '' } = {}) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '2' },
      postgres: { type: 'string' },
      profile: { type: 'string' },
      ...extra,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      `Usage: node ${script} [--duration <s>=10] [--connections <n>=10] [--rounds <n>=3] [--warmup <s>=2]\n` +
        extraUsage +
        COMMON_USAGE,
    );
    process.exit(0);
  }
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} must be an integer >= ${min}, got "${values[name]}"`);
      process.exit(2);
    }
    return value;
  };
  return {
    values,
    duration: number('duration', 1),
    connections: number('connections', 1),
    rounds: number('rounds', 1),
    warmup: number('warmup', 0),
    postgres: values.postgres,
    profile: values.profile,
  };
}
