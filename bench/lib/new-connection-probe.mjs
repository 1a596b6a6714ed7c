// A child process of bench/new-connection-under-load.mjs: every `intervalMs` it opens a new TCP
// connection to the platform and asks GET /healthz, for `durationMs`, and sends back how long
// each answer took (from the connect call to the last byte). It runs in a process of its own so
// that the load generator's busy event loop does not delay it and pass for the platform's delay.
import { request } from 'node:http';

const ask = (url) =>
  new Promise((resolve) => {
    const started = performance.now();
    // agent: false opens a new connection for this request alone.
    const req = request(`${url}/healthz`, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ ms: performance.now() - started, status: 0, error: error.message }));
    req.end();
  });

process.once('message', async ({ url, intervalMs, durationMs }) => {
  const pending = [];
  const until = Date.now() + durationMs;
  while (Date.now() < until) {
    pending.push(ask(url));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  process.send(await Promise.all(pending), () => process.exit(0));
});
