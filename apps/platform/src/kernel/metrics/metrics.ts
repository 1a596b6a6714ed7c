import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/** What a delivery failed to reach: a customer's mail server or an owner's webhook endpoint. */
type DeliveryChannel = 'mail' | 'webhook';

/**
 * The process's metrics, in a registry of its own (tests build many apps in one process). The
 * domains count what only they see (deliveries that failed); the kernel adds requests, queries,
 * backlogs and, when metrics are served, the runtime's own (memory, event-loop delay, GC).
 */
export interface Metrics {
  readonly registry: Registry;
  /** Whether they are served: the per-request and per-query timing is installed only then. */
  readonly enabled: boolean;
  deliveryFailed(channel: DeliveryChannel): void;
}

export function createMetrics(enabled: boolean): Metrics {
  const registry = new Registry();
  // The runtime's own gauges start a timer and an event-loop monitor: only when someone reads them.
  if (enabled) collectDefaultMetrics({ register: registry });
  const failures = new Counter({
    name: 'bazaar_delivery_failures_total',
    help: 'Attempts to deliver mail (to the SMTP server) or a webhook (to its endpoint) that failed; each is retried',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  // Both series exist from the start, at 0, so a rate over them is defined before the first failure.
  const byChannel = { mail: failures.labels('mail'), webhook: failures.labels('webhook') };
  return {
    registry,
    enabled,
    deliveryFailed: (channel) => byChannel[channel].inc(),
  };
}
