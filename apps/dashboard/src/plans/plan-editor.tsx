import type { Plan } from '@bazaar/sdk/pricing-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckBox, RadioChoices } from '../choices';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { AppLink, navigate } from '../navigation';
import { siteClient } from '../platform';
import { type PaidBy, type PlanDraft, planInputOf, problemsOf, type Unit } from './plan-draft';

const UNITS: Record<Unit, string> = { DAY: 'days', WEEK: 'weeks', MONTH: 'months', YEAR: 'years' };

/** A plan: what it is called and gives, what it costs and how often, who may buy it and how many. */
export function PlanEditor({ siteId, plan, initial }: { siteId: string; plan?: Plan; initial: PlanDraft }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm(initial, problemsOf);
  const { draft, problems, change } = form;
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/plans`;
  const save = useMutation({
    mutationFn: (sent: PlanDraft) =>
      plan
        ? client.plans.updatePlan(plan._id, planInputOf(sent))
        : client.plans.createPlan(planInputOf(sent)),
    onSuccess: (saved, sent) => {
      void queries.invalidateQueries({ queryKey: ['plans', siteId] });
      if (!plan) {
        form.leaveFreely();
        navigate(`${list}/${encodeURIComponent(saved._id)}`, true);
        return;
      }
      form.saved(sent, 'Plan saved. New buyers get these terms; orders placed keep theirs.');
    },
    onError: form.failed,
  });
  const setPaidBy = (paidBy: PaidBy) => change({ paidBy });
  return (
    <form className="editor" onSubmit={form.submitWith(save.isPending, save.mutate)} noValidate>
      <p className="crumbs">
        <AppLink to={list}>Plans</AppLink>
      </p>
      <h1>{plan ? form.before.name : 'New plan'}</h1>
      <section className="panel" aria-labelledby="plan-about">
        <h2 id="plan-about">About</h2>
        <Field
          label="Name"
          value={draft.name}
          maxLength={50}
          problem={problems.name}
          onChange={(name) => change({ name })}
        />
        <Field
          label="Description"
          multiline
          value={draft.description}
          problem={problems.description}
          onChange={(description) => change({ description })}
        />
        <Field
          label="Benefits"
          multiline
          value={draft.perks}
          problem={problems.perks}
          hint="One a line, like Unlimited classes."
          onChange={(perks) => change({ perks })}
        />
      </section>
      <section className="panel" aria-labelledby="plan-pricing">
        <h2 id="plan-pricing">Payments</h2>
        <Field
          label="Price"
          inputMode="decimal"
          value={draft.price}
          problem={problems.price}
          hint="Each payment; 0 for a free plan."
          onChange={(price) => change({ price })}
        />
        <RadioChoices
          legend="Paid"
          value={draft.paidBy}
          options={[
            ['RECURRING', 'Again every cycle'],
            ['ONCE_FOR', 'Once, for a length of time'],
            ['ONCE', 'Once, for good'],
          ]}
          onChange={setPaidBy}
        />
        {draft.paidBy === 'ONCE' ? null : (
          <div className="field-row">
            <Field
              label={draft.paidBy === 'RECURRING' ? 'Every' : 'Lasts'}
              inputMode="numeric"
              value={draft.every}
              problem={problems.every}
              onChange={(every) => change({ every })}
            />
            <label>
              Unit
              <select
                value={draft.unit}
                onChange={(event) => change({ unit: event.currentTarget.value as Unit })}
              >
                {Object.entries(UNITS).map(([unit, words]) => (
                  <option key={unit} value={unit}>
                    {words}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {draft.paidBy === 'RECURRING' ? (
          <div className="field-row">
            <Field
              label="Payments"
              inputMode="numeric"
              value={draft.cycles}
              problem={problems.cycles}
              hint="Blank: until canceled."
              onChange={(cycles) => change({ cycles })}
            />
            <Field
              label="Free trial days"
              inputMode="numeric"
              value={draft.trialDays}
              problem={problems.trialDays}
              hint="Before the first payment."
              onChange={(trialDays) => change({ trialDays })}
            />
          </div>
        ) : null}
      </section>
      <section className="panel" aria-labelledby="plan-sale">
        <h2 id="plan-sale">Selling it</h2>
        <CheckBox
          label="Shown on the plans page"
          checked={draft.visible}
          onChange={(visible) => change({ visible })}
        />
        <CheckBox
          label="Buyers may cancel it themselves"
          checked={draft.buyerCanCancel}
          onChange={(buyerCanCancel) => change({ buyerCanCancel })}
        />
        <Field
          label="Most orders per buyer"
          inputMode="numeric"
          value={draft.limitPerBuyer}
          problem={problems.limitPerBuyer}
          hint="Blank: no limit."
          onChange={(limitPerBuyer) => change({ limitPerBuyer })}
        />
      </section>
      <SaveBar said={form.said} dirty={form.dirty}>
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : plan ? 'Save' : 'Create plan'}
        </button>
      </SaveBar>
    </form>
  );
}
