import type { CommerceSettings } from '@bazaar/sdk/ecom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveBar, useEditForm } from '../edit-form';
import { siteClient } from '../platform';
import { draftOf, problemsOf, settingsOf } from './shipping-and-tax-draft';
import { ShippingFields } from './shipping-fields';
import { TaxFields } from './tax-fields';

/** Delivery options and tax rates, saved together: the next cart is priced by them. */
export function ShippingAndTaxForm({ siteId, settings }: { siteId: string; settings: CommerceSettings }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm(draftOf(settings), problemsOf);
  const save = useMutation({
    mutationFn: (sent: typeof form.draft) => client.commerceSettings.updateCommerceSettings(settingsOf(sent)),
    onSuccess: ({ commerceSettings }, sent) => {
      form.saved(sent, 'Delivery and tax saved. New carts are priced by them.', draftOf(commerceSettings));
      queries.setQueryData(['commerce-settings', siteId], { commerceSettings });
    },
    onError: form.failed,
  });
  return (
    <form
      className="panel editor"
      aria-labelledby="shipping-and-tax"
      onSubmit={form.submitWith(save.isPending, save.mutate)}
      noValidate
    >
      <h2 id="shipping-and-tax">Delivery and tax</h2>
      <ShippingFields draft={form.draft} problems={form.problems} onChange={form.change} />
      <TaxFields draft={form.draft} problems={form.problems} onChange={form.change} />
      <SaveBar said={form.said} dirty={form.dirty}>
        {/* Not disabled while saving: a disabled button drops the keyboard's focus to the page. */}
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save delivery and tax'}
        </button>
      </SaveBar>
    </form>
  );
}
