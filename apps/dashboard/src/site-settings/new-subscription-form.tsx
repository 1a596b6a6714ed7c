import { BazaarError } from '@bazaar/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { Field } from '../form-field';
import { siteClient } from '../platform';
import { messageOf } from '../words';

/**
 * Why the platform refused the webhook, in words: the endpoint guard's reason is written for
 * people ("names a host that does not resolve (x)"); other malformed fields get our own sentence.
 */
function refusalOf(reason: unknown): string {
  if (!(reason instanceof BazaarError) || reason.kind !== 'validation') return messageOf(reason);
  const endpoint = reason.details.validationError?.fieldViolations.find(
    (violation) => violation.field === 'subscription.url',
  );
  return endpoint?.description
    ? `The endpoint ${endpoint.description}.`
    : 'Write the endpoint as a full https:// address, and the alert address as an email.';
}

/** A new endpoint: its address, every event or the kinds chosen, and who hears if it keeps failing. */
export function NewSubscriptionForm({ siteId, onMade }: { siteId: string; onMade(url: string): void }) {
  const client = siteClient(siteId);
  const [url, setUrl] = useState('');
  const [every, setEvery] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [alertEmail, setAlertEmail] = useState('');
  const [said, setSaid] = useState<Saying>();
  const types = useQuery({
    queryKey: ['webhook-event-types'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => client.subscriptions.listEventTypes(),
  });
  const create = useMutation({
    mutationFn: () =>
      client.subscriptions.createSubscription({
        url: url.trim(),
        eventTypes: every ? ['*'] : chosen,
        ...(alertEmail.trim() ? { alertEmail: alertEmail.trim() } : {}),
      }),
    onSuccess: ({ subscription }) => {
      setUrl('');
      setChosen([]);
      setEvery(true);
      setAlertEmail('');
      setSaid(undefined);
      onMade(subscription.url);
    },
    onError: (reason) => setSaid({ text: refusalOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!/^https?:\/\/\S+$/.test(url.trim()))
      setSaid({ text: 'Write the endpoint as a full https:// address.', problem: true });
    else if (!every && chosen.length === 0)
      setSaid({ text: 'Choose at least one kind of event.', problem: true });
    else create.mutate();
  };
  return (
    <form className="stacked-form" onSubmit={submit} noValidate aria-label="New webhook">
      <h3>New webhook</h3>
      <Field
        label="Endpoint"
        value={url}
        maxLength={2048}
        hint="Like https://example.com/hooks/bazaar."
        onChange={setUrl}
      />
      <fieldset className="choices">
        <legend>Events</legend>
        <label className="check">
          <input type="radio" name="events" checked={every} onChange={() => setEvery(true)} />
          Every event
        </label>
        <label className="check">
          <input type="radio" name="events" checked={!every} onChange={() => setEvery(false)} />
          Only these
        </label>
        {every ? null : (
          <div className="event-types">
            {types.data?.eventTypes
              .filter((type) => !type.older)
              .map((type) => (
                <label key={type.type} className="check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(type.type)}
                    onChange={(event) =>
                      setChosen(
                        event.currentTarget.checked
                          ? [...chosen, type.type]
                          : chosen.filter((one) => one !== type.type),
                      )
                    }
                  />
                  <span>
                    {type.type}
                    <span className="hint"> · {type.when}</span>
                  </span>
                </label>
              ))}
          </div>
        )}
      </fieldset>
      <Field
        label="Alert email"
        value={alertEmail}
        maxLength={254}
        hint="Optional: told if the endpoint fails for three days and is turned off."
        onChange={setAlertEmail}
      />
      {said ? <Said {...said} /> : null}
      <button type="submit" className="button" aria-disabled={create.isPending}>
        Add the webhook
      </button>
    </form>
  );
}
