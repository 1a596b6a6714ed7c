// Numbers about the machine and its processes that a benchmark run records beside its results:
// medians and percentiles, CPU time per process and how busy the machine is (Linux /proc).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile of an already sorted array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system, all threads) a process has used so far; undefined off Linux. */
export function cpuSeconds(pid) {
  const times = cpuTimes(pid);
  return times && times.user + times.system;
}

/**
 * CPU seconds a process has used so far in its own code (`user`) and in the kernel for it
 * (`system`: on loopback that includes the receiving side's TCP work); undefined off Linux.
 */
export function cpuTimes(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
  } catch {
    return undefined;
  }
}

/** A process's resident memory now, in MB; undefined off Linux. */
export function residentMegabytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
  } catch {
    return undefined;
  }
}

/** How busy the whole machine is (0-100, all cores), sampled over `ms`; undefined off Linux. */
async function machineBusyPercent(ms = 1000) {
  const sample = () => {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    return { idle, total: ticks.reduce((sum, value) => sum + value, 0) };
  };
  try {
    const before = sample();
    await sleep(ms);
    const after = sample();
    return 100 * (1 - (after.idle - before.idle) / (after.total - before.total));
  } catch {
    return undefined;
  }
}

/** What every run records about the machine before it starts: cores, CPU, Node, load, busyness. */
export async function machineFacts() {
  return {
    nproc: availableParallelism(),
    cpuModel: cpus()[0]?.model,
    node: process.version,
    loadavgBefore: loadavg(),
    busyPercentBefore: await machineBusyPercent(),
  };
}
