import type { Service } from '@bazaar/sdk/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckBox, RadioChoices } from '../choices';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { AppLink, navigate } from '../navigation';
import { siteClient } from '../platform';
import { draftOf, problemsOf, type ServiceDraft, type ServiceType, serviceInputOf } from './service-draft';
import { WeeklySpansEditor } from './weekly-spans-editor';

const TYPES: readonly (readonly [ServiceType, string])[] = [
  ['APPOINTMENT', 'Appointment: one customer, a time they choose'],
  ['CLASS', 'Class: a group, sessions each week, booked one at a time'],
  ['COURSE', 'Course: a group, a run of sessions booked as a whole'],
];

/**
 * A service: what it is and costs, how long it takes (an appointment) or when it meets (a class or
 * course), where, with whom, and the policy and form its bookings follow.
 */
export function ServiceEditor({
  siteId,
  zone,
  service,
  initial,
}: {
  siteId: string;
  zone: string;
  service?: Service;
  initial: ServiceDraft;
}) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm(initial, problemsOf);
  const { draft, problems, change } = form;
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/services`;
  const staff = useQuery({
    queryKey: ['staff', siteId],
    queryFn: () => client.staffMembers.queryStaffMembers().ascending('name').limit(100).find(),
  });
  const policies = useQuery({
    queryKey: ['booking-policies', siteId],
    queryFn: () => client.bookingPolicies.queryBookingPolicies().limit(100).find(),
  });

  const save = useMutation({
    mutationFn: (sent: ServiceDraft) =>
      service
        ? client.services.updateService(service._id, {
            ...serviceInputOf(sent, zone),
            revision: service.revision,
          })
        : client.services.createService(serviceInputOf(sent, zone)),
    onSuccess: (saved, sent) => {
      void queries.invalidateQueries({ queryKey: ['services', siteId] });
      if (!service) {
        form.leaveFreely();
        navigate(`${list}/${encodeURIComponent(saved._id)}`, true);
        return;
      }
      queries.setQueryData(['service', siteId, service._id], saved);
      form.saved(
        sent,
        'Service saved. Its new times show on the booking page at once.',
        draftOf(saved, zone),
      );
    },
    onError: form.failed,
  });
  const appointment = draft.type === 'APPOINTMENT';
  const toggleStaff = (id: string, on: boolean) =>
    change((current) => ({
      staffIds: on ? [...current.staffIds, id] : current.staffIds.filter((one) => one !== id),
    }));
  return (
    <form className="editor" onSubmit={form.submitWith(save.isPending, save.mutate)} noValidate>
      <p className="crumbs">
        <AppLink to={list}>Services</AppLink>
      </p>
      <h1>{service ? form.before.name : 'New service'}</h1>
      <section className="panel" aria-labelledby="service-about">
        <h2 id="service-about">About</h2>
        <RadioChoices
          legend="Kind"
          value={draft.type}
          options={TYPES}
          disabled={Boolean(service)}
          onChange={(type) => change({ type })}
        />
        <Field
          label="Name"
          value={draft.name}
          maxLength={400}
          problem={problems.name}
          onChange={(name) => change({ name })}
        />
        <Field
          label="Description"
          multiline
          value={draft.description}
          maxLength={8000}
          onChange={(description) => change({ description })}
        />
        <Field
          label="Price"
          inputMode="decimal"
          value={draft.price}
          problem={problems.price}
          hint="Blank or 0: free."
          onChange={(price) => change({ price })}
        />
      </section>
      <section className="panel" aria-labelledby="service-time">
        <h2 id="service-time">{appointment ? 'Length' : 'Sessions'}</h2>
        {appointment ? (
          <div className="field-row">
            <Field
              label="Minutes a session"
              inputMode="numeric"
              value={draft.duration}
              problem={problems.duration}
              onChange={(duration) => change({ duration })}
            />
            <Field
              label="Minutes kept free after"
              inputMode="numeric"
              value={draft.buffer}
              problem={problems.buffer}
              hint="Time to tidy up before the next one."
              onChange={(buffer) => change({ buffer })}
            />
          </div>
        ) : (
          <>
            <Field
              label="People a session takes"
              inputMode="numeric"
              value={draft.capacity}
              problem={problems.capacity}
              onChange={(capacity) => change({ capacity })}
            />
            <WeeklySpansEditor
              legend="Meets every week"
              spans={draft.sessions}
              problem={problems.sessions}
              empty="No session times yet."
              onChange={(sessions) => change({ sessions })}
            />
            {draft.type === 'COURSE' ? (
              <div className="field-row">
                <label>
                  First day
                  <input
                    type="date"
                    value={draft.firstDay}
                    aria-invalid={problems.firstDay ? true : undefined}
                    onChange={(event) => change({ firstDay: event.currentTarget.value })}
                  />
                  {problems.firstDay ? <span className="field-problem">{problems.firstDay}</span> : null}
                </label>
                <label>
                  Last day
                  <input
                    type="date"
                    value={draft.lastDay}
                    aria-invalid={problems.lastDay ? true : undefined}
                    onChange={(event) => change({ lastDay: event.currentTarget.value })}
                  />
                  {problems.lastDay ? <span className="field-problem">{problems.lastDay}</span> : null}
                </label>
              </div>
            ) : null}
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="service-where">
        <h2 id="service-where">Where and with whom</h2>
        <RadioChoices
          legend="Place"
          value={draft.place}
          options={[
            ['BUSINESS', 'At the business'],
            ['CUSTOM', 'Somewhere else'],
          ]}
          onChange={(place) => change({ place })}
        />
        {draft.place === 'CUSTOM' ? (
          <Field
            label="Address"
            value={draft.address}
            maxLength={500}
            problem={problems.address}
            onChange={(address) => change({ address })}
          />
        ) : null}
        <fieldset className="choices">
          <legend>Staff</legend>
          {staff.data?.items.length === 0 ? (
            <p className="muted">
              No staff yet:{' '}
              <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/staff/new`}>add someone</AppLink>.
            </p>
          ) : null}
          {staff.data?.items.map((member) => (
            <label key={member._id} className="check">
              <input
                type="checkbox"
                checked={draft.staffIds.includes(member._id)}
                onChange={(event) => toggleStaff(member._id, event.currentTarget.checked)}
              />
              {member.name}
            </label>
          ))}
        </fieldset>
      </section>
      <section className="panel" aria-labelledby="service-booking">
        <h2 id="service-booking">Booking it</h2>
        <label>
          Booking policy
          <select
            value={draft.policyId}
            onChange={(event) => change({ policyId: event.currentTarget.value })}
          >
            {service ? null : <option value="">The site’s default policy</option>}
            {policies.data?.items.map((policy) => (
              <option key={policy._id} value={policy._id}>
                {policy.name}
                {policy.default ? ' (default)' : ''}
              </option>
            ))}
          </select>
        </label>

        <CheckBox
          label="Customers book it online"
          checked={draft.bookableOnline}
          onChange={(bookableOnline) => change({ bookableOnline })}
        />
        <CheckBox
          label="Hidden from the booking page"
          checked={draft.hidden}
          onChange={(hidden) => change({ hidden })}
        />
      </section>
      <SaveBar said={form.said} dirty={form.dirty}>
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : service ? 'Save' : 'Create service'}
        </button>
      </SaveBar>
    </form>
  );
}
