import { loadavg } from 'node:os';
import { measure } from './autocannon.mjs';
import { cpuTimes, residentMegabytes } from './machine.mjs';
import { ms, rps } from './report.mjs';

const requestsOf = (opts, server) => (opts.requestsFor ? { requests: opts.requestsFor(server) } : {});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Measures one request on the bare server and the platform, side by side: a warm-up of each (not
 * recorded), then `opts.rounds` rounds alternating which server goes first, so drift in the
 * machine's load hits both alike. Each run records req/s, latency, failures and the CPU time of
 * the server and of autocannon. `stopped()` ends it after the current run (a signal).
 * `opts.requestsFor(server)`, when given, is autocannon's per-request sequence for that server
 * alone (a request that spends something, such as a single-use code, must not be spent by the
 * bare server's run). `opts.platformFirst` warms the platform up first, straight after it started.
 */
export async function measureRounds(servers, request, opts, { log, stopped = () => false, label = '' }) {
  if (opts.warmup > 0) {
    for (const server of opts.platformFirst ? ['platform', 'baseline'] : ['baseline', 'platform']) {
      const warm = await measure(servers[server].url, request, {
        ...opts,
        ...requestsOf(opts, server),
        duration: opts.warmup,
      });
      if (warm.flagged) log(`warm-up ${label}${server}: failures ${JSON.stringify(warm.statusCodes)}`);
    }
  }
  const runs = [];
  for (let round = 1; round <= opts.rounds && !stopped(); round++) {
    const order = round % 2 === 1 ? ['baseline', 'platform'] : ['platform', 'baseline'];
    for (const server of order) {
      const loadBefore = loadavg()[0];
      const serverPid = servers[server].child.pid;
      const serverCpuBefore = cpuTimes(serverPid);
      const clientCpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await measure(servers[server].url, request, { ...opts, ...requestsOf(opts, server) });
      const elapsed = (performance.now() - started) / 1000;
      const clientCpu = process.cpuUsage(clientCpuBefore);
      const serverCpuAfter = cpuTimes(serverPid);
      const spent = (which) =>
        (serverCpuAfter?.[which] ?? Number.NaN) - (serverCpuBefore?.[which] ?? Number.NaN);
      const serverCpu = spent('user') + spent('system');
      const run = {
        round,
        server,
        loadavg1Before: loadBefore,
        serverCpuPercent: (100 * serverCpu) / elapsed,
        serverCpuMicrosecondsPerRequest: (1e6 * serverCpu) / result.requestsTotal,
        serverSystemCpuMicrosecondsPerRequest: (1e6 * spent('system')) / result.requestsTotal,
        serverResidentMegabytes: residentMegabytes(serverPid),
        clientCpuPercent: (100 * (clientCpu.user + clientCpu.system)) / 1e6 / elapsed,
        ...result,
      };
      runs.push(run);
      log(
        `${label}round ${round}/${opts.rounds} ${server.padEnd(8)}: ${rps(result.requestsPerSecond)} req/s, ` +
          `p50 ${ms(result.p50Ms)} ms, p99 ${ms(result.p99Ms)} ms, ` +
          `CPU server ${Math.round(run.serverCpuPercent)}% (${Math.round(run.serverCpuMicrosecondsPerRequest)} µs/answer, ` +
          `${Math.round(run.serverSystemCpuMicrosecondsPerRequest)} of them in the kernel, ` +
          `${run.serverResidentMegabytes} MB resident at the end) ` +
          `/ autocannon ${Math.round(run.clientCpuPercent)}%` +
          (result.flagged
            ? `  FLAGGED: non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts} ${JSON.stringify(result.statusCodes)}`
            : ''),
      );
      await sleep(500);
    }
  }
  return runs;
}
