// What the HTTP benchmarks report from their runs: each server's medians, the platform ÷ bare
// ratio (overall and per round), and the Markdown figures bench/RESULTS.md quotes.
import { median } from './machine.mjs';

export const ms = (value) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
export const rps = (value) => Math.round(value).toLocaleString('en-US');

/**
 * The runs of one endpoint (each `{ server: 'baseline' | 'platform', round, … }`) summed up: each
 * server's medians, the ratio of their medians, each round's own ratio (both servers of a round
 * ran back to back, under the same noise), the platform's CPU per request in each round, and
 * whether any run was flagged.
 */
export function summariseRuns(runs) {
  const side = (server) => {
    const list = runs.filter((run) => run.server === server);
    return {
      requestsPerSecond: median(list.map((run) => run.requestsPerSecond)),
      p50Ms: median(list.map((run) => run.p50Ms)),
      p99Ms: median(list.map((run) => run.p99Ms)),
      failures: list.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
      serverCpuPercent: median(list.map((run) => run.serverCpuPercent)),
      serverCpuMicrosecondsPerRequest: median(list.map((run) => run.serverCpuMicrosecondsPerRequest)),
      clientCpuPercent: median(list.map((run) => run.clientCpuPercent)),
    };
  };
  const baseline = side('baseline');
  const platform = side('platform');
  const roundRatios = [];
  for (const round of new Set(runs.map((run) => run.round))) {
    const ours = runs.find((run) => run.round === round && run.server === 'platform');
    const bare = runs.find((run) => run.round === round && run.server === 'baseline');
    if (ours && bare) roundRatios.push(ours.requestsPerSecond / bare.requestsPerSecond);
  }
  return {
    baseline,
    platform,
    ratio: platform.requestsPerSecond / baseline.requestsPerSecond,
    roundRatios,
    roundCpu: runs
      .filter((run) => run.server === 'platform')
      .map((run) => run.serverCpuMicrosecondsPerRequest),
    flagged: runs.some((run) => run.flagged),
  };
}

/** The head of the throughput table, then `ratioRow` for each endpoint. */
export const RATIO_TABLE_HEAD = [
  '| Endpoint | Bare req/s | Platform req/s | Ratio | Ratio per round | Bare p50 / p99 ms | Platform p50 / p99 ms | Failed |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
];

/** One endpoint's row of the throughput table, a summary of `summariseRuns`; failures stand out. */
export function ratioRow(name, s) {
  const failed = s.baseline.failures + s.platform.failures;
  return (
    `| ${name} | ${rps(s.baseline.requestsPerSecond)} | ${rps(s.platform.requestsPerSecond)} | ` +
    `${s.ratio.toPrecision(2)} | ${s.roundRatios.map((r) => r.toPrecision(2)).join(', ')} | ` +
    `${ms(s.baseline.p50Ms)} / ${ms(s.baseline.p99Ms)} | ${ms(s.platform.p50Ms)} / ${ms(s.platform.p99Ms)} | ` +
    `${failed ? `**${failed}** ⚠` : '0'} |`
  );
}
