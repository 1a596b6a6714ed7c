import type { PlanOrder } from '@bazaar/sdk/pricing-plans';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';

export type Refund = 'NONE' | 'FULL' | 'PRORATED';

/** Whether the running cycle was paid by card, so canceling now may give it back. */
const paidByCard = (order: PlanOrder) => order.type === 'ONLINE' && order.lastPaymentStatus === 'PAID';

/**
 * Canceling a plan order now, asked first: a card-paid one may give back its running cycle, all
 * of it or the unused part (an order with no end has no part to count, so all or nothing).
 */
export function CancelOrderButton({ order, onCancel }: { order: PlanOrder; onCancel(refund: Refund): void }) {
  const [open, setOpen] = useState(false);
  const [refund, setRefund] = useState<Refund>('NONE');
  const choices: [Refund, string][] = [
    ['NONE', 'Keep the payment'],
    ['FULL', 'Refund this cycle in full'],
    ...(order.endDate || order.currentCycle
      ? ([['PRORATED', 'Refund the unused part of this cycle']] as [Refund, string][])
      : []),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onCancel(refund);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button quiet small">
          Cancel
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Cancel this {order.planName} order?</Dialog.Title>
          <form onSubmit={submit}>
            <p>It ends now: no further payment is taken, and its benefits stop.</p>
            {paidByCard(order) ? (
              <fieldset className="choices plain">
                <legend>The payment for this cycle</legend>
                {choices.map(([value, words]) => (
                  <label key={value} className="check">
                    <input
                      type="radio"
                      name="refund"
                      checked={refund === value}
                      onChange={() => setRefund(value)}
                    />
                    {words}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="button quiet">
                  Keep it
                </button>
              </Dialog.Close>
              <button type="submit" className="button danger">
                Cancel the order
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Moving an order's end later (a goodwill week, say); its payments stay as they are. */
export function PostponeButton({
  order,
  onPostpone,
}: {
  order: PlanOrder;
  onPostpone(endDate: string): void;
}) {
  const [open, setOpen] = useState(false);
  const current = order.endDate ? new Date(order.endDate).toISOString().slice(0, 10) : '';
  const [date, setDate] = useState(current);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || date <= current) {
      setProblem('Choose a day after the current end.');
      return;
    }
    setOpen(false);
    // The end moves to the same time of day on the day chosen.
    onPostpone(
      `${date}${order.endDate ? new Date(order.endDate).toISOString().slice(10) : 'T00:00:00.000Z'}`,
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button quiet small">
          Postpone the end
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title>Postpone the end of this {order.planName} order</Dialog.Title>
          <form onSubmit={submit} noValidate>
            <label>
              Ends on
              <input
                type="date"
                value={date}
                min={current}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => {
                  setDate(event.currentTarget.value);
                  setProblem('');
                }}
              />
            </label>
            {problem ? <p className="field-problem">{problem}</p> : null}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="button quiet">
                  Keep the date
                </button>
              </Dialog.Close>
              <button type="submit" className="button">
                Postpone
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
