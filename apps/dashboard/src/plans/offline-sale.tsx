import type { Plan } from '@bazaar/sdk/pricing-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { isEmail } from '../form-rules';
import { siteClient } from '../platform';
import { messageOf } from '../words';

/**
 * A plan sold at the desk or on the phone: the plan, the member by their email, and whether they
 * paid already (else it is marked paid later, from the orders below).
 */
export function OfflineSale({ siteId, plans }: { siteId: string; plans: readonly Plan[] }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [picked, setPicked] = useState('');
  // The plan chosen, else the first: the list may arrive or change after the form first shows.
  const planId = plans.some((plan) => plan._id === picked) ? picked : (plans[0]?._id ?? '');
  const [email, setEmail] = useState('');
  const [paid, setPaid] = useState(true);
  const [said, setSaid] = useState<Saying>();
  const sell = useMutation({
    mutationFn: async () => {
      const found = await client.members
        .queryMembers()
        .eq('loginEmail', email.trim().toLowerCase())
        .limit(1)
        .find();
      const member = found.items[0];
      if (!member) throw new Error('NO_MEMBER');
      return client.planOrders.createOfflineOrder(planId, member._id, { paid });
    },
    onSuccess: ({ order }) => {
      setSaid({ text: `${order.planName} sold to ${email.trim()}${paid ? ', paid' : ', to be paid'}.` });
      setEmail('');
      void queries.invalidateQueries({ queryKey: ['plan-orders', siteId] });
    },
    onError: (reason) =>
      setSaid({
        text:
          reason instanceof Error && reason.message === 'NO_MEMBER'
            ? 'No member has this email. They sign up on the site first, or you add them on the Members page.'
            : messageOf(reason),
        problem: true,
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sell.isPending) return;
    if (!isEmail(email))
      return setSaid({ text: 'Write the member’s email, like name@example.com.', problem: true });
    sell.mutate();
  };
  if (plans.length === 0) return null;
  return (
    <section className="panel editor" aria-labelledby="offline-sale">
      <h2 id="offline-sale">Sell at the desk</h2>
      <form className="inline-form" onSubmit={submit} noValidate>
        <label>
          Member’s email
          <input
            type="email"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </label>
        <label>
          Plan
          <select value={planId} onChange={(event) => setPicked(event.currentTarget.value)}>
            {plans.map((plan) => (
              <option key={plan._id} value={plan._id}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={paid} onChange={(event) => setPaid(event.currentTarget.checked)} />
          Paid now
        </label>
        <button type="submit" className="button" aria-disabled={sell.isPending}>
          {sell.isPending ? 'Selling…' : 'Sell'}
        </button>
      </form>
      {said ? <Said {...said} /> : null}
    </section>
  );
}
