import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { Field } from '../form-field';
import { siteClient } from '../platform';
import { isAmount } from '../products/decimal';
import { messageOf } from '../words';

const EMPTY = {
  code: '',
  type: 'PERCENT' as 'PERCENT' | 'AMOUNT',
  value: '',
  minimumSubtotal: '',
  expires: '',
};

function problemsOf(coupon: typeof EMPTY): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(coupon.code.trim()))
    problems.code = 'Use 3 to 40 letters, digits, hyphens or underscores, like SPRING10.';
  if (!isAmount(coupon.value) || (coupon.type === 'PERCENT' && Number(coupon.value) > 100))
    problems.value =
      coupon.type === 'PERCENT' ? 'Write a percentage from 0 to 100.' : 'Write the amount off, like 5.';
  if (coupon.minimumSubtotal.trim() && !isAmount(coupon.minimumSubtotal))
    problems.minimumSubtotal = 'Write the minimum order as a number, or leave it blank.';
  return problems;
}

/** Codes buyers apply to their cart: made, listed and deleted. */
export function CouponsSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [coupon, setCoupon] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const list = useQuery({ queryKey: ['coupons', siteId], queryFn: () => client.coupons.listCoupons() });
  const refresh = () => queries.invalidateQueries({ queryKey: ['coupons', siteId] });
  const create = useMutation({
    mutationFn: () =>
      client.coupons.createCoupon({
        code: coupon.code.trim(),
        type: coupon.type,
        value: coupon.value.trim(),
        ...(coupon.minimumSubtotal.trim() ? { minimumSubtotal: coupon.minimumSubtotal.trim() } : {}),
        // The last moment of the day chosen, in the owner's zone.
        ...(coupon.expires ? { expirationDate: new Date(`${coupon.expires}T23:59:59`).toISOString() } : {}),
      }),
    onSuccess: ({ coupon: made }) => {
      setSaid({ text: `Coupon ${made.code} made: buyers can use it now.` });
      setCoupon(EMPTY);
      setTried(false);
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const remove = useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) => {
      await client.coupons.deleteCoupon(id);
      return code;
    },
    onSuccess: (code) => {
      setSaid({ text: `Coupon ${code} deleted: it no longer works.` });
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const problems = tried ? problemsOf(coupon) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problemsOf(coupon)).length === 0) create.mutate();
  };
  const change = (part: Partial<typeof EMPTY>) => setCoupon((current) => ({ ...current, ...part }));
  const coupons = list.data?.coupons ?? [];
  return (
    <section className="panel editor" aria-labelledby="coupons">
      <h2 id="coupons">Coupons</h2>
      {said ? <Said {...said} /> : null}
      {list.data && coupons.length === 0 ? <p className="muted">No coupon yet.</p> : null}
      <ul className="item-list">
        {coupons.map((one) => (
          <li key={one._id}>
            <span>
              <strong>{one.code}</strong> {one.type === 'PERCENT' ? `${one.value}% off` : `${one.value} off`}
              {one.minimumSubtotal ? `, from ${one.minimumSubtotal}` : ''}
              {one.expirationDate ? `, until ${one.expirationDate.toLocaleDateString()}` : ''}
            </span>
            <ConfirmButton
              label={`Delete ${one.code}`}
              title={`Delete coupon ${one.code}?`}
              confirm="Delete"
              onConfirm={() => remove.mutate({ id: one._id, code: one.code })}
            >
              <p>Buyers can no longer use it. Orders that used it keep their discount.</p>
            </ConfirmButton>
          </li>
        ))}
      </ul>
      <form className="stacked-form" onSubmit={submit} noValidate aria-label="New coupon">
        <h3>New coupon</h3>
        <div className="field-row">
          <Field
            label="Code"
            value={coupon.code}
            maxLength={40}
            problem={problems.code}
            onChange={(code) => change({ code })}
          />
          <label>
            Takes off
            <select
              value={coupon.type}
              onChange={(event) => change({ type: event.currentTarget.value as typeof EMPTY.type })}
            >
              <option value="PERCENT">A percentage</option>
              <option value="AMOUNT">An amount</option>
            </select>
          </label>
          <Field
            label={coupon.type === 'PERCENT' ? 'Percent off' : 'Amount off'}
            inputMode="decimal"
            value={coupon.value}
            problem={problems.value}
            onChange={(value) => change({ value })}
          />
        </div>
        <div className="field-row">
          <Field
            label="Minimum order"
            inputMode="decimal"
            value={coupon.minimumSubtotal}
            problem={problems.minimumSubtotal}
            hint="Optional."
            onChange={(minimumSubtotal) => change({ minimumSubtotal })}
          />
          <label>
            Last day (optional)
            <input
              type="date"
              value={coupon.expires}
              onChange={(event) => change({ expires: event.currentTarget.value })}
            />
          </label>
        </div>
        <button type="submit" className="button" disabled={create.isPending}>
          Make the coupon
        </button>
      </form>
    </section>
  );
}
