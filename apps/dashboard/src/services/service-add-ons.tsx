import type { AddOn } from '@bazaar/sdk/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { RadioChoices } from '../choices';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { Field } from '../form-field';
import { siteClient } from '../platform';
import { isAmount } from '../products/decimal';
import { messageOf } from '../words';

const whatItIs = (addOn: AddOn) =>
  `${addOn.price.formattedValue ?? addOn.price.value} · ${
    addOn.durationInMinutes ? `${addOn.durationInMinutes} more minutes` : `up to ${addOn.maxQuantity ?? 1}`
  }`;

/**
 * The add-ons a service offers (its add-on group), chosen from the site's add-ons, with the most a
 * customer may pick; a new add-on is made here too.
 */
export function ServiceAddOns({ siteId, serviceId }: { siteId: string; serviceId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [said, say] = useState<Saying>();
  const addOns = useQuery({
    queryKey: ['add-ons', siteId],
    queryFn: () => client.addOns.queryAddOns().ascending('name').limit(100).find(),
  });
  const groups = useQuery({
    queryKey: ['add-on-groups', siteId, serviceId],
    queryFn: () => client.services.listAddOnGroupsByServiceId(serviceId),
  });
  const group = groups.data?.addOnGroupsDetails[0];
  const [picked, setPicked] = useState<string[]>();
  const [most, setMost] = useState<string>();
  const chosen = picked ?? group?.addOns.map((one) => one.addOnId) ?? [];
  const mostShown = most ?? (group?.maxNumberOfAddOns ? String(group.maxNumberOfAddOns) : '');
  const save = useMutation({
    mutationFn: async () => {
      const maxNumberOfAddOns = mostShown.trim() ? Number(mostShown) : undefined;
      const services = client.services;
      if (chosen.length === 0)
        return group ? services.deleteAddOnGroup(group.groupId, { serviceId }) : undefined;
      const fields = { addOnIds: chosen, ...(maxNumberOfAddOns ? { maxNumberOfAddOns } : {}) };
      if (group) return services.updateAddOnGroup({ _id: group.groupId, ...fields }, { serviceId });
      return services.createAddOnGroup({ name: 'Extras', ...fields }, { serviceId });
    },
    onSuccess: () => {
      setPicked(undefined);
      setMost(undefined);
      say({ text: chosen.length === 0 ? 'The service offers no add-on now.' : 'Add-ons saved.' });
      void queries.invalidateQueries({ queryKey: ['add-on-groups', siteId, serviceId] });
      // A group's change is a change of its service: its revision moves.
      void queries.invalidateQueries({ queryKey: ['service', siteId, serviceId] });
    },
    onError: (reason) => say({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (mostShown.trim() && !/^[1-7]$/.test(mostShown.trim()))
      return say({
        text: 'Write how many a customer may pick, from 1 to 7, or leave it blank.',
        problem: true,
      });
    if (chosen.length > 7) return say({ text: 'A service offers at most 7 add-ons.', problem: true });
    save.mutate();
  };
  const toggle = (id: string, on: boolean) => {
    setPicked(on ? [...chosen, id] : chosen.filter((one) => one !== id));
    say(undefined);
  };
  return (
    <section className="panel editor" aria-labelledby="service-add-ons">
      <h2 id="service-add-ons">Add-ons</h2>
      <form onSubmit={submit} noValidate className="stack">
        <fieldset className="choices plain">
          <legend>Customers may pick</legend>
          {addOns.data?.items.length === 0 ? <p className="muted">No add-on yet: make one below.</p> : null}
          {addOns.data?.items.map((addOn) => (
            <label key={addOn._id} className="check">
              <input
                type="checkbox"
                checked={chosen.includes(addOn._id)}
                onChange={(event) => toggle(addOn._id, event.currentTarget.checked)}
              />
              <span>
                {addOn.name} <span className="muted">· {whatItIs(addOn)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          label="Most a customer picks"
          inputMode="numeric"
          value={mostShown}
          hint="Blank: as many as they like."
          onChange={(value) => {
            setMost(value);
            say(undefined);
          }}
        />
        {said ? <Said {...said} /> : null}
        <div>
          <button type="submit" className="button" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save the add-ons'}
          </button>
        </div>
      </form>
      <NewAddOn siteId={siteId} onMade={(addOn) => toggle(addOn._id, true)} />
    </section>
  );
}

/** A new add-on of the site: a name, a price, and the minutes it adds or the most units taken. */
function NewAddOn({ siteId, onMade }: { siteId: string; onMade(addOn: AddOn): void }) {
  const queries = useQueryClient();
  const [draft, setDraft] = useState({
    name: '',
    price: '',
    kind: 'UNITS' as 'UNITS' | 'MINUTES',
    amount: '1',
  });
  const [said, say] = useState<Saying>();
  const make = useMutation({
    mutationFn: () =>
      siteClient(siteId).addOns.createAddOn({
        name: draft.name.trim(),
        price: { value: draft.price.trim() },
        ...(draft.kind === 'MINUTES'
          ? { durationInMinutes: Number(draft.amount) }
          : { maxQuantity: Number(draft.amount) }),
      }),
    onSuccess: (addOn) => {
      say({ text: `${addOn.name} made, and picked for this service: save the add-ons to offer it.` });
      setDraft({ name: '', price: '', kind: draft.kind, amount: '1' });
      void queries.invalidateQueries({ queryKey: ['add-ons', siteId] });
      onMade(addOn);
    },
    onError: (reason) => say({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (make.isPending) return;
    const most = draft.kind === 'MINUTES' ? 1440 : 9999;
    if (!draft.name.trim()) return say({ text: 'Give the add-on a name.', problem: true });
    if (!isAmount(draft.price)) return say({ text: 'Write its price as a number, like 8.', problem: true });
    if (!/^\d{1,4}$/.test(draft.amount.trim()) || Number(draft.amount) < 1 || Number(draft.amount) > most)
      return say({ text: `Write a whole number from 1 to ${most.toLocaleString('en')}.`, problem: true });
    make.mutate();
  };
  const set = (part: Partial<typeof draft>) => {
    setDraft({ ...draft, ...part });
    say(undefined);
  };
  return (
    <form className="stack new-add-on" aria-label="New add-on" onSubmit={submit} noValidate>
      <h3>New add-on</h3>
      <div className="field-row">
        <Field label="Add-on name" value={draft.name} maxLength={100} onChange={(name) => set({ name })} />
        <Field
          label="Add-on price"
          inputMode="decimal"
          value={draft.price}
          onChange={(price) => set({ price })}
        />
      </div>
      <RadioChoices
        legend="It"
        value={draft.kind}
        options={[
          ['UNITS', 'is taken in units'],
          ['MINUTES', 'lengthens the session'],
        ]}
        onChange={(kind) => set({ kind })}
      />
      <Field
        label={draft.kind === 'MINUTES' ? 'Minutes it adds' : 'Most units a booking takes'}
        inputMode="numeric"
        value={draft.amount}
        onChange={(amount) => set({ amount })}
      />
      {said ? <Said {...said} /> : null}
      <div>
        <button type="submit" className="button quiet" aria-disabled={make.isPending}>
          {make.isPending ? 'Making…' : 'Make the add-on'}
        </button>
      </div>
    </form>
  );
}
