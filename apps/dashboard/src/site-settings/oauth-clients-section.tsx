import { BazaarError } from '@bazaar/sdk';
import type { OAuthClient } from '@bazaar/sdk/sites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { Field } from '../form-field';
import { siteClient } from '../platform';
import { messageOf } from '../words';

/** One address a line, blank lines dropped. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The site's OAuth clients: the storefronts and apps that sign visitors in, with the addresses a
 * sign-in may return to and the sites allowed to call the API from a browser.
 */
export function OAuthClientsSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [said, setSaid] = useState<Saying>();
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: ['oauth-clients', siteId],
    queryFn: () => client.site.queryOAuthClients().ascending('name').limit(50).find(),
  });
  const refresh = () => queries.invalidateQueries({ queryKey: ['oauth-clients', siteId] });
  const create = useMutation({
    mutationFn: () => client.site.createOAuthClient({ name: name.trim() }),
    onSuccess: (made) => {
      setSaid({ text: `${made.name} made: its client id is ${made._id}.` });
      setName('');
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) setSaid({ text: 'Give the client a name, like Mobile app.', problem: true });
    else create.mutate();
  };
  return (
    <section className="panel editor" aria-labelledby="oauth-clients">
      <h2 id="oauth-clients">Sign-in clients</h2>
      <p className="muted">
        Each storefront or app signs its visitors in with a client id. A sign-in returns only to the addresses
        listed; only the sites listed may call the API from a browser.
      </p>
      {said ? <Said {...said} /> : null}
      {list.isError ? (
        <p role="alert" className="error">
          The clients could not be loaded. Please reload the page.
        </p>
      ) : null}
      {list.data?.items.map((one) => (
        <ClientForm key={one._id} siteId={siteId} client={one} onSaved={refresh} />
      ))}
      <form className="inline-form" onSubmit={submit} aria-label="New client">
        <label>
          New client’s name
          <input value={name} maxLength={200} onChange={(event) => setName(event.currentTarget.value)} />
        </label>
        <button type="submit" className="button quiet" disabled={create.isPending}>
          Make a client
        </button>
      </form>
    </section>
  );
}

function ClientForm({
  siteId,
  client: oauth,
  onSaved,
}: {
  siteId: string;
  client: OAuthClient;
  onSaved(): void;
}) {
  const client = siteClient(siteId);
  const [redirects, setRedirects] = useState(oauth.allowedRedirectUris.join('\n'));
  const [domains, setDomains] = useState(oauth.allowedDomains.join('\n'));
  const [said, setSaid] = useState<Saying>();
  const save = useMutation({
    mutationFn: (disabled: boolean) =>
      client.site.updateOAuthClient(oauth._id, {
        allowedRedirectUris: linesOf(redirects),
        allowedDomains: linesOf(domains),
        disabled,
      }),
    onSuccess: (saved) => {
      setSaid({ text: saved.disabled ? `${saved.name} saved, and off.` : `${saved.name} saved.` });
      onSaved();
    },
    onError: (reason) =>
      setSaid({
        text:
          reason instanceof BazaarError && reason.kind === 'validation'
            ? 'Write each return address as a full URL (https://…), and each site as https://name.example, one a line.'
            : messageOf(reason),
        problem: true,
      }),
  });
  return (
    <fieldset className="option">
      <legend>
        {oauth.name}
        {oauth.disabled ? ' (off)' : ''}
      </legend>
      <p className="muted">
        Client id <code>{oauth._id}</code>
      </p>
      <Field
        label="Return addresses after sign-in"
        multiline
        value={redirects}
        hint="One a line, like https://shop.example.com/login-callback."
        onChange={setRedirects}
      />
      <Field
        label="Sites that may call the API"
        multiline
        value={domains}
        hint="One a line, like https://shop.example.com or http://localhost:*."
        onChange={setDomains}
      />
      {said ? <Said {...said} /> : null}
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => !save.isPending && save.mutate(oauth.disabled)}
          aria-disabled={save.isPending}
        >
          Save {oauth.name}
        </button>
        <button
          type="button"
          className="button quiet"
          onClick={() => !save.isPending && save.mutate(!oauth.disabled)}
          aria-disabled={save.isPending}
        >
          {oauth.disabled ? `Turn ${oauth.name} on` : `Turn ${oauth.name} off`}
        </button>
      </div>
    </fieldset>
  );
}
