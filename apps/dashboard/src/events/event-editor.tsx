import type { Event } from '@bazaar/sdk/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckBox, RadioChoices } from '../choices';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { AppLink, navigate } from '../navigation';
import { siteClient } from '../platform';
import { draftOf, type EventDraft, eventInputOf, problemsOf } from './event-draft';

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/**
 * An event's details: what it is, when on its own clock, where, and how guests come (tickets, or
 * free answers with their limit). A new one is made as a draft, published from its page.
 */
export function EventEditor({
  siteId,
  event,
  initial,
}: {
  siteId: string;
  event?: Event;
  initial: EventDraft;
}) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm(initial, problemsOf);
  const { draft, problems, change } = form;
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/events`;
  const save = useMutation({
    mutationFn: (sent: EventDraft) => {
      const input = eventInputOf(sent);
      return event
        ? client.wixEventsV2.updateEvent(event._id, {
            // How guests come was chosen when the event was made: the draft keeps it, so it is sent unchanged.
            event: { ...input, revision: event.revision },
          })
        : client.wixEventsV2.createEvent(input, { draft: true });
    },
    onSuccess: (saved, sent) => {
      void queries.invalidateQueries({ queryKey: ['events', siteId] });
      if (!event) {
        form.leaveFreely();
        navigate(`${list}/${encodeURIComponent(saved._id)}`, true);
        return;
      }
      void queries.invalidateQueries({ queryKey: ['event', siteId, event._id] });
      form.saved(sent, 'Event saved.', draftOf(saved));
    },
    onError: form.failed,
  });
  const zones = ZONES.includes(draft.timeZone) ? ZONES : [draft.timeZone, ...ZONES];
  return (
    <form className="editor" onSubmit={form.submitWith(save.isPending, save.mutate)} noValidate>
      {event ? null : (
        <>
          <p className="crumbs">
            <AppLink to={list}>Events</AppLink>
          </p>
          <h1>New event</h1>
        </>
      )}
      <section className="panel" aria-labelledby="event-about">
        <h2 id="event-about">About</h2>
        <Field
          label="Title"
          value={draft.title}
          maxLength={120}
          problem={problems.title}
          onChange={(title) => change({ title })}
        />
        <Field
          label="Summary"
          value={draft.summary}
          maxLength={500}
          problem={problems.summary}
          hint="A line on the events list."
          onChange={(summary) => change({ summary })}
        />
        <Field
          label="Details"
          multiline
          value={draft.about}
          maxLength={50_000}
          onChange={(about) => change({ about })}
        />
      </section>
      <section className="panel" aria-labelledby="event-when">
        <h2 id="event-when">When</h2>
        <label>
          Time zone
          <select
            value={draft.timeZone}
            onChange={(changed) => change({ timeZone: changed.currentTarget.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <div className="field-row">
          <label>
            Starts on
            <input
              type="date"
              value={draft.startDate}
              aria-invalid={problems.start ? true : undefined}
              onChange={(changed) => change({ startDate: changed.currentTarget.value })}
            />
          </label>
          <label>
            at
            <input
              type="time"
              value={draft.startTime}
              onChange={(changed) => change({ startTime: changed.currentTarget.value })}
            />
          </label>
        </div>
        {problems.start ? <p className="field-problem">{problems.start}</p> : null}
        <div className="field-row">
          <label>
            Ends on
            <input
              type="date"
              value={draft.endDate}
              min={draft.startDate || undefined}
              aria-invalid={problems.end ? true : undefined}
              onChange={(changed) => change({ endDate: changed.currentTarget.value })}
            />
          </label>
          <label>
            at
            <input
              type="time"
              value={draft.endTime}
              onChange={(changed) => change({ endTime: changed.currentTarget.value })}
            />
          </label>
        </div>
        {problems.end ? <p className="field-problem">{problems.end}</p> : null}
      </section>
      <section className="panel" aria-labelledby="event-where">
        <h2 id="event-where">Where</h2>
        <RadioChoices
          legend="Place"
          value={draft.place}
          options={[
            ['VENUE', 'At a venue'],
            ['ONLINE', 'Online'],
          ]}
          onChange={(place) => change({ place })}
        />
        <Field
          label={draft.place === 'VENUE' ? 'Venue' : 'Where to join'}
          value={draft.venue}
          maxLength={50}
          problem={problems.venue}
          onChange={(venue) => change({ venue })}
        />
        {draft.place === 'VENUE' ? (
          <Field
            label="Address"
            value={draft.address}
            maxLength={500}
            problem={problems.address}
            onChange={(address) => change({ address })}
          />
        ) : null}
      </section>
      <section className="panel" aria-labelledby="event-guests">
        <h2 id="event-guests">Guests</h2>
        <RadioChoices
          legend="How guests come"
          value={draft.registration}
          options={[
            ['TICKETING', 'With tickets'],
            ['RSVP', 'They answer an invitation (RSVP), free'],
          ]}
          disabled={Boolean(event)}
          onChange={(registration) => change({ registration })}
        />
        {draft.registration === 'TICKETING' ? (
          <Field
            label="Most tickets an order"
            inputMode="numeric"
            value={draft.ticketsPerOrder}
            problem={problems.ticketsPerOrder}
            onChange={(ticketsPerOrder) => change({ ticketsPerOrder })}
          />
        ) : (
          <>
            <Field
              label="Most guests"
              inputMode="numeric"
              value={draft.guestLimit}
              problem={problems.guestLimit}
              hint="Blank: no limit."
              onChange={(guestLimit) => change({ guestLimit })}
            />
            <CheckBox
              label="Guests may answer no"
              checked={draft.yesAndNo}
              onChange={(yesAndNo) => change({ yesAndNo })}
            />
            <CheckBox
              label="A waitlist once it is full"
              checked={draft.waitlist}
              onChange={(waitlist) => change({ waitlist })}
            />
          </>
        )}
      </section>
      <SaveBar said={form.said} dirty={form.dirty}>
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : event ? 'Save the details' : 'Create the event'}
        </button>
      </SaveBar>
    </form>
  );
}
