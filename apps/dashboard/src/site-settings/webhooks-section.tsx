import type { WebhookSubscription } from '@bazaar/sdk/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { siteClient } from '../platform';
import { messageOf, when } from '../words';
import { NewSubscriptionForm } from './new-subscription-form';

/**
 * Where the site's events are sent: each endpoint with the events it gets, whether it is on (the
 * platform turns off one that failed for three days), and its deliveries, each sent again on demand.
 */
export function WebhooksSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [said, setSaid] = useState<Saying>();
  const list = useQuery({
    queryKey: ['webhooks', siteId],
    queryFn: () => client.subscriptions.listSubscriptions(),
  });
  const refresh = () => queries.invalidateQueries({ queryKey: ['webhooks', siteId] });
  const change = useMutation({
    mutationFn: async ({
      subscription,
      action,
    }: {
      subscription: WebhookSubscription;
      action: 'on' | 'off' | 'delete';
    }) => {
      if (action === 'delete') await client.subscriptions.deleteSubscription(subscription._id);
      else await client.subscriptions.updateSubscription(subscription._id, { active: action === 'on' });
      return { subscription, action };
    },
    onSuccess: ({ subscription, action }) => {
      setSaid({
        text:
          action === 'delete'
            ? `${subscription.url} deleted, with its deliveries.`
            : `${subscription.url} is ${action === 'on' ? 'on: events go to it again' : 'off: no event goes to it'}.`,
      });
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  return (
    <section className="panel editor" aria-labelledby="webhooks">
      <h2 id="webhooks">Webhooks</h2>
      <p className="muted">
        Each event is sent to the endpoints that want it as a signed request, tried again with waits between
        when it fails.
      </p>
      {said ? <Said {...said} /> : null}
      {list.isError ? (
        <p role="alert" className="error">
          The webhooks could not be loaded. Please reload the page.
        </p>
      ) : null}
      {list.data?.subscriptions.length === 0 ? <p className="muted">No endpoint yet.</p> : null}
      {list.data?.subscriptions.map((subscription) => (
        <fieldset className="option" key={subscription._id}>
          <legend className="endpoint">{subscription.url}</legend>
          <p>
            <span className={subscription.active ? 'badge' : 'badge sold-out'}>
              {subscription.active ? 'On' : 'Off'}
            </span>{' '}
            {subscription.eventTypes.includes('*')
              ? 'Every event'
              : subscription.eventTypes.length === 1
                ? subscription.eventTypes[0]
                : `${subscription.eventTypes.length} kinds of event`}
            {subscription.failingSince ? ` · failing since ${when(subscription.failingSince)}` : ''}
            {subscription.disabledReason ? ` · ${subscription.disabledReason}` : ''}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button quiet small"
              onClick={() => change.mutate({ subscription, action: subscription.active ? 'off' : 'on' })}
            >
              {subscription.active ? 'Turn off' : 'Turn on'}
            </button>
            <ConfirmButton
              label="Delete"
              title={`Delete the webhook to ${subscription.url}?`}
              confirm="Delete"
              onConfirm={() => change.mutate({ subscription, action: 'delete' })}
            >
              <p>No event goes to it any more, and its delivery log goes too.</p>
            </ConfirmButton>
          </div>
          <Deliveries siteId={siteId} subscriptionId={subscription._id} />
        </fieldset>
      ))}
      <NewSubscriptionForm
        siteId={siteId}
        onMade={(url) => {
          setSaid({ text: `Events now go to ${url}.` });
          void refresh();
        }}
      />
    </section>
  );
}

const STATUS: Record<string, string> = { PENDING: 'Waiting', DELIVERED: 'Delivered', FAILED: 'Failed' };

/** A subscription's newest deliveries, each sent again at once on demand. */
function Deliveries({ siteId, subscriptionId }: { siteId: string; subscriptionId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<Saying>();
  const deliveries = useQuery({
    queryKey: ['webhooks', siteId, subscriptionId, 'deliveries'],
    enabled: open,
    staleTime: 0,
    // An open log follows the deliveries as they are tried.
    refetchInterval: open ? 4000 : false,
    queryFn: () => client.subscriptions.listDeliveries(subscriptionId, { limit: 20 }),
  });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => client.subscriptions.redeliver(deliveryId),
    onSuccess: ({ delivery }) => {
      setSaid({ text: `${delivery.eventType} is being sent again, with the same id.` });
      void queries.invalidateQueries({ queryKey: ['webhooks', siteId, subscriptionId, 'deliveries'] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Deliveries</summary>
      {said ? <Said {...said} /> : null}
      {deliveries.data?.deliveries.length === 0 ? <p className="muted">Nothing sent yet.</p> : null}
      <ul className="item-list">
        {deliveries.data?.deliveries.map((delivery) => (
          <li key={delivery._id}>
            <span>
              <strong>{delivery.eventType}</strong> · {STATUS[delivery.status] ?? delivery.status} ·{' '}
              {delivery.attempts === 1 ? '1 try' : `${delivery.attempts} tries`}
              {delivery.lastStatusCode ? ` · answered ${delivery.lastStatusCode}` : ''}
              {delivery.lastError ? ` · ${delivery.lastError}` : ''} · {when(delivery._createdDate)}
            </span>
            <button
              type="button"
              className="button quiet small"
              aria-label={`Send ${delivery.eventType} of ${when(delivery._createdDate)} again`}
              onClick={() => redeliver.mutate(delivery._id)}
            >
              Send again
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
