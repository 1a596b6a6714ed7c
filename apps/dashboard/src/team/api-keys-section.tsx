import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { siteClient } from '../platform';
import { messageOf, ROLES, roleWords, when } from '../words';

/**
 * The site's API keys for its servers and scripts: made for a role, shown once when made (only
 * its hash is kept), revoked at once.
 */
export function ApiKeysSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const keys = useQuery({ queryKey: ['api-keys', siteId], queryFn: () => client.site.listApiKeys() });
  const [name, setName] = useState('');
  const [role, setRole] = useState<(typeof ROLES)[number]>('MANAGER');
  const [secret, setSecret] = useState<string>();
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const refresh = () => queries.invalidateQueries({ queryKey: ['api-keys', siteId] });
  const create = useMutation({
    mutationFn: () => client.site.createApiKey({ name, role }),
    onSuccess: ({ key }) => {
      setSecret(key);
      setName('');
      setSaid(undefined);
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const revoke = useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => client.site.deleteApiKey(id),
    onSuccess: (_answer, { name: revoked }) => {
      setSaid({ text: `The key “${revoked}” is revoked: calls with it are refused from now on.` });
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section className="panel" aria-labelledby="keys-heading">
      <h2 id="keys-heading">API keys</h2>
      <p className="muted">For your own servers and scripts. Never put a key in a web page.</p>
      <form className="inline-form" onSubmit={submit}>
        <label>
          Name
          <input
            required
            maxLength={200}
            value={name}
            onChange={(change) => setName(change.currentTarget.value)}
          />
        </label>
        <label>
          Role
          <select
            value={role}
            onChange={(change) => setRole(change.currentTarget.value as (typeof ROLES)[number])}
          >
            {ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {roleWords(choice)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={create.isPending}>
          Make a key
        </button>
      </form>
      {said ? <Said {...said} /> : null}
      <ul className="rows">
        {keys.data?.map((key) => (
          <li key={key._id} className="row">
            <span className="row-main">{key.name}</span>
            <span className="muted">
              {roleWords(key.role)} · made {when(key._createdDate)}
            </span>
            <ConfirmButton
              label="Revoke"
              title={`Revoke the key “${key.name}”?`}
              confirm="Revoke"
              onConfirm={() => revoke.mutate({ id: key._id, name: key.name })}
            >
              <p>Every call made with it will be refused from now on. This cannot be undone.</p>
            </ConfirmButton>
          </li>
        ))}
      </ul>
      <Dialog.Root open={secret !== undefined} onOpenChange={(open) => !open && setSecret(undefined)}>
        <Dialog.Portal>
          <Dialog.Overlay className="overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title>Your new key</Dialog.Title>
            <Dialog.Description>
              Copy it now: it is shown this once and cannot be read again.
            </Dialog.Description>
            <input
              className="secret"
              readOnly
              value={secret ?? ''}
              aria-label="The new key"
              onFocus={(focus) => focus.currentTarget.select()}
            />
            <div className="dialog-actions">
              <button
                type="button"
                className="button quiet"
                onClick={() => void navigator.clipboard?.writeText(secret ?? '')}
              >
                Copy
              </button>
              <Dialog.Close asChild>
                <button type="button" className="button">
                  Done
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
