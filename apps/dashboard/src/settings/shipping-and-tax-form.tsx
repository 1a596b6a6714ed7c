import type { CommerceSettings } from '@bazaar/sdk/ecom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import { siteClient } from '../platform';
import { useUnsavedChanges } from '../unsaved-changes';
import { messageOf } from '../words';
import { draftOf, problemsOf, settingsOf } from './shipping-and-tax-draft';
import { ShippingFields } from './shipping-fields';
import { TaxFields } from './tax-fields';

/** Delivery options and tax rates, saved together: the next cart is priced by them. */
export function ShippingAndTaxForm({ siteId, settings }: { siteId: string; settings: CommerceSettings }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [before, setBefore] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(before);
  const [tried, setTried] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(before);
  const markSaved = useUnsavedChanges(dirty);
  const problems = tried ? problemsOf(draft) : {};
  const change = (part: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setSaid(undefined);
  };
  const save = useMutation({
    mutationFn: () => client.commerceSettings.updateCommerceSettings(settingsOf(draft)),
    onSuccess: ({ commerceSettings }) => {
      markSaved();
      const saved = draftOf(commerceSettings);
      setBefore(saved);
      setDraft(saved);
      setTried(false);
      setSaid({ text: 'Delivery and tax saved. New carts are priced by them.' });
      queries.setQueryData(['commerce-settings', siteId], { commerceSettings });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setTried(true);
    if (Object.keys(problemsOf(draft)).length > 0) {
      setSaid({ text: 'Some details need a look: see the sentences beside them.', problem: true });
      return;
    }
    save.mutate();
  };
  return (
    <form className="panel editor" aria-labelledby="shipping-and-tax" onSubmit={submit} noValidate>
      <h2 id="shipping-and-tax">Delivery and tax</h2>
      <ShippingFields draft={draft} problems={problems} onChange={change} />
      <TaxFields draft={draft} problems={problems} onChange={change} />
      <div className="save-bar">
        {said && (!dirty || said.problem) ? (
          <Said {...said} />
        ) : dirty ? (
          <p className="muted">Unsaved changes</p>
        ) : null}
        {/* Not disabled while saving: a disabled button drops the keyboard's focus to the page. */}
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save delivery and tax'}
        </button>
      </div>
    </form>
  );
}
