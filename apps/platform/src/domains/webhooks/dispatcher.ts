import type { Clock } from '../../kernel/clock.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import type { MailService } from '../mail/module.js';
import { endpointDisabledMail } from '../mail/templates/webhooks/endpoint-disabled.js';
import type { SitesService } from '../sites/service.js';
import * as deliveries from './deliveries-repo.js';
import { DELIVERY_TIMEOUT_MS, type SendOutcome, sendDelivery } from './send.js';
import type { SigningKeys } from './signing-keys.js';
import * as subscriptions from './subscriptions-repo.js';
import type { PrivateAddressPolicy } from './url-guard.js';

const MINUTE_MS = 60_000;
/** A delivery is tried for this long, then given up (FAILED). */
const RETRY_FOR_MS = 24 * 60 * MINUTE_MS;
/** An endpoint every delivery to which failed for this long is switched off. */
const DISABLE_AFTER_MS = 3 * 24 * 60 * MINUTE_MS;
/** A try's lease: the longest a try can take, with room to record it. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + MINUTE_MS;
/** Deliveries one process tries at once. */
const BATCH = 8;

/**
 * When to try again after the `attempts`-th failure: 30 s doubled each time, at most an hour,
 * and anywhere from half of it to all of it (jitter), so that the deliveries of an endpoint that
 * came back do not all arrive in the same second.
 */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const ceiling = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE_MS);
  return Math.round(ceiling * (0.5 + random() / 2));
}

const succeeded = (outcome: SendOutcome): outcome is { statusCode: number } =>
  'statusCode' in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300;

/**
 * Sends due deliveries: each is claimed (leased) in a short transaction, signed and POSTed with
 * no transaction open (a receiver may take ten seconds), and its outcome written in another.
 * Delivery is at least once: a process that stops between sending and recording leaves the
 * delivery to be sent again after its lease, and the receiver dedupes by the delivery's id.
 */
export function createDispatcher(deps: {
  db: Database;
  clock: Clock;
  keys: Pick<SigningKeys, 'sign'>;
  policy: PrivateAddressPolicy;
  mail: Pick<MailService, 'enqueue'>;
  sites: Pick<SitesService, 'getSite'>;
  /** Told of each try that failed (the metrics count them). */
  onFailure: () => void;
}) {
  const { db, clock, keys, policy } = deps;

  /** A success clears the endpoint's failing streak; a failure starts one, and three days of it switch the endpoint off. */
  async function noteEndpoint(tx: Queryable, subscriptionId: string, ok: boolean, now: Date) {
    const current = await subscriptions.lockSubscription(tx, subscriptionId);
    if (!current) return;
    if (ok) {
      if (!current.failingSince) return;
      const { failingSince: _since, ...rest } = current;
      await subscriptions.updateSubscription(tx, { ...rest, updatedDate: now.toISOString() });
      return;
    }
    const since = current.failingSince ?? now.toISOString();
    const disable = current.active && now.getTime() - Date.parse(since) >= DISABLE_AFTER_MS;
    await subscriptions.updateSubscription(tx, {
      ...current,
      failingSince: since,
      ...(disable
        ? {
            active: false,
            disabledReason: `Every delivery failed from ${since} for three days`,
            updatedDate: now.toISOString(),
          }
        : {}),
    });
    if (disable && current.alertEmail) {
      const site = await deps.sites.getSite(current.siteId, tx);
      await deps.mail.enqueue(
        tx,
        await endpointDisabledMail(
          { siteId: current.siteId, siteName: site.displayName },
          current.alertEmail,
          {
            url: current.url,
            since,
          },
        ),
      );
    }
  }

  async function tryOnce(delivery: deliveries.DeliveryRecord): Promise<void> {
    const subscription = await subscriptions.findSubscription(db, delivery.siteId, delivery.subscriptionId);
    const outcome: SendOutcome = subscription
      ? await sendDelivery(
          subscription.url,
          await keys.sign(delivery.siteId, delivery.body, delivery.id),
          { 'x-bazaar-delivery-id': delivery.id, 'x-bazaar-event-type': delivery.eventType },
          policy,
        )
      : { error: 'The subscription was deleted' };
    const now = clock.now();
    const ok = succeeded(outcome);
    if (!ok) deps.onFailure();
    const givenUp = !ok && now.getTime() - Date.parse(delivery.createdDate) >= RETRY_FOR_MS;
    await db.transaction(async (tx) => {
      await deliveries.recordTry(tx, delivery.id, {
        status: ok ? 'DELIVERED' : givenUp ? 'FAILED' : 'PENDING',
        ...('statusCode' in outcome ? { statusCode: outcome.statusCode } : { error: outcome.error }),
        ...(ok ? { deliveredAt: now.toISOString() } : {}),
        ...(!ok && !givenUp
          ? { nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)).toISOString() }
          : {}),
      });
      // A success of an endpoint that was not failing changes nothing of it: no lock on it.
      if (!ok || subscription?.failingSince) await noteEndpoint(tx, delivery.subscriptionId, ok, now);
    });
  }

  return {
    /** Tries the deliveries due now, a batch at a time; how many were tried. */
    async dispatchDue(): Promise<number> {
      const now = clock.now();
      const claimed = await db.transaction((tx) =>
        deliveries.claimDue(tx, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), BATCH),
      );
      await Promise.all(claimed.map(tryOnce));
      return claimed.length;
    },
  };
}
