import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import { siteClient } from '../platform';
import { useSite } from '../site';
import { messageOf } from '../words';

/** Currencies a shop most often sells in; the site's own is always offered. */
const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'JPY',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'ILS',
  'INR',
  'BRL',
];

/**
 * The site's currency, and how it takes payments: the platform's own test provider, always in test
 * mode (no real money moves; it is the only provider this platform has).
 */
export function StoreSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const site = useSite(siteId);
  const current = site.data?.settings.currency ?? '';
  const [chosen, setChosen] = useState<string>();
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const currency = chosen ?? current;
  const save = useMutation({
    mutationFn: () => client.site.updateSite({ settings: { currency } }),
    onSuccess: (updated) => {
      queries.setQueryData(['site', siteId], updated);
      void queries.invalidateQueries({ queryKey: ['products', siteId] });
      setChosen(undefined);
      setSaid({ text: `The store sells in ${currency} now.` });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section className="panel editor" aria-labelledby="store">
      <h2 id="store">Store</h2>
      {said ? <Said {...said} /> : null}
      <form className="inline-form" onSubmit={submit}>
        <label>
          Currency
          <select
            value={currency}
            onChange={(event) => setChosen(event.currentTarget.value)}
            disabled={!site.data}
          >
            {[...new Set([current, ...CURRENCIES])].filter(Boolean).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button quiet"
          disabled={!chosen || chosen === current || save.isPending}
        >
          Change the currency
        </button>
      </form>
      <p className="muted">Prices keep their numbers: 12.50 stays 12.50 in the new currency.</p>
      <h3>Payments</h3>
      <p>
        <span className="badge">Test mode</span> Payments go to the platform’s test provider: no real money
        moves. Card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
      </p>
    </section>
  );
}
