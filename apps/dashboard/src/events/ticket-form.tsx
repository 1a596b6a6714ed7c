import type { TicketDefinition } from '@bazaar/sdk/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckBox } from '../choices';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { siteClient } from '../platform';
import {
  emptyTicket,
  type TicketDraft,
  ticketDraftOf,
  ticketInputOf,
  ticketProblemsOf,
} from './ticket-draft';

/** One ticket of an event, new or changed: name, price and fee, how many, and when it sells. */
export function TicketForm({
  siteId,
  eventId,
  zone,
  ticket,
  onDone,
}: {
  siteId: string;
  eventId: string;
  zone: string;
  ticket?: TicketDefinition;
  onDone(said: string): void;
}) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm(ticket ? ticketDraftOf(ticket, zone) : emptyTicket(), ticketProblemsOf);
  const { draft, problems, change } = form;
  const save = useMutation({
    mutationFn: (sent: TicketDraft) => {
      const input = ticketInputOf(sent, eventId, zone);
      return ticket
        ? client.ticketDefinitions.updateTicketDefinition(ticket._id, { ...input, revision: ticket.revision })
        : client.ticketDefinitions.createTicketDefinition(input);
    },
    onSuccess: (saved) => {
      form.leaveFreely();
      void queries.invalidateQueries({ queryKey: ['event', siteId, eventId] });
      onDone(ticket ? `${saved.name} saved.` : `${saved.name} added: it sells once the event is published.`);
    },
    onError: form.failed,
  });
  const id = ticket?._id ?? 'new';
  return (
    <form
      className="ticket-form"
      aria-label={ticket ? `Change ${ticket.name}` : 'New ticket'}
      onSubmit={form.submitWith(save.isPending, save.mutate)}
      noValidate
    >
      <div className="field-row">
        <Field
          label="Ticket name"
          value={draft.name}
          maxLength={30}
          problem={problems.name}
          onChange={(name) => change({ name })}
        />
        <Field
          label="Price"
          inputMode="decimal"
          value={draft.price}
          problem={problems.price}
          hint="Blank or 0: free."
          onChange={(price) => change({ price })}
        />
      </div>
      <Field
        label="What it includes"
        value={draft.description}
        maxLength={500}
        onChange={(description) => change({ description })}
      />
      <CheckBox
        label="Add the service fee at checkout (otherwise it is inside the price)"
        checked={draft.feeAdded}
        onChange={(feeAdded) => change({ feeAdded })}
      />
      <div className="field-row">
        <Field
          label="How many"
          inputMode="numeric"
          value={draft.limit}
          problem={problems.limit}
          hint="Blank: no limit."
          onChange={(limit) => change({ limit })}
        />
        <Field
          label="Most in one order"
          inputMode="numeric"
          value={draft.perCheckout}
          problem={problems.perCheckout}
          onChange={(perCheckout) => change({ perCheckout })}
        />
      </div>
      <div className="field-row">
        <label htmlFor={`${id}-sale-from`}>
          On sale from
          <input
            id={`${id}-sale-from`}
            type="datetime-local"
            value={draft.saleFrom}
            aria-invalid={problems.sale ? true : undefined}
            onChange={(event) => change({ saleFrom: event.currentTarget.value })}
          />
        </label>
        <label htmlFor={`${id}-sale-until`}>
          until
          <input
            id={`${id}-sale-until`}
            type="datetime-local"
            value={draft.saleUntil}
            aria-invalid={problems.sale ? true : undefined}
            onChange={(event) => change({ saleUntil: event.currentTarget.value })}
          />
        </label>
      </div>
      <p className="hint">
        {problems.sale ? (
          <span className="field-problem">{problems.sale}</span>
        ) : (
          `Blank: on sale until the event (${zone.replaceAll('_', ' ')} time).`
        )}
      </p>
      <CheckBox label="Hidden from buyers" checked={draft.hidden} onChange={(hidden) => change({ hidden })} />
      <SaveBar said={form.said} dirty={form.dirty}>
        <button type="button" className="button quiet" onClick={() => onDone('')}>
          Never mind
        </button>
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : ticket ? 'Save the ticket' : 'Add the ticket'}
        </button>
      </SaveBar>
    </form>
  );
}
