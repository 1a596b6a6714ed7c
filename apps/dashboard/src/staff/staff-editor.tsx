import type { StaffMember } from '@bazaar/sdk/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckBox } from '../choices';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { AppLink, navigate } from '../navigation';
import { siteClient } from '../platform';
import { WeeklySpansEditor } from '../services/weekly-spans-editor';
import { type Away, draftOf, problemsOf, type StaffDraft, staffInputOf } from './staff-draft';

/**
 * A staff member: who they are (their email makes the invited account of the same email see their
 * calendar), the hours they work each week, and the times they are away.
 */
export function StaffEditor({
  siteId,
  zone,
  member,
  initial,
}: {
  siteId: string;
  zone: string;
  member?: StaffMember;
  initial: StaffDraft;
}) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm(initial, problemsOf);
  const { draft, problems, change } = form;
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/staff`;
  const save = useMutation({
    mutationFn: (sent: StaffDraft) =>
      member
        ? client.staffMembers.updateStaffMember(member._id, {
            ...staffInputOf(sent, zone),
            revision: member.revision,
          })
        : client.staffMembers.createStaffMember(staffInputOf(sent, zone)),
    onSuccess: (saved, sent) => {
      void queries.invalidateQueries({ queryKey: ['staff', siteId] });
      if (!member) {
        form.leaveFreely();
        navigate(`${list}/${encodeURIComponent(saved._id)}`, true);
        return;
      }
      queries.setQueryData(['staff-member', siteId, member._id], saved);
      form.saved(sent, 'Saved. The booking page offers their new times at once.', draftOf(saved, zone));
    },
    onError: form.failed,
  });
  const setAway = (away: Away[]) => change({ away });
  return (
    <form className="editor" onSubmit={form.submitWith(save.isPending, save.mutate)} noValidate>
      <p className="crumbs">
        <AppLink to={list}>Staff</AppLink>
      </p>
      <h1>{member ? form.before.name : 'New staff member'}</h1>
      <section className="panel" aria-labelledby="staff-about">
        <h2 id="staff-about">About</h2>
        <Field
          label="Name"
          value={draft.name}
          maxLength={100}
          problem={problems.name}
          onChange={(name) => change({ name })}
        />
        <Field
          label="Email"
          value={draft.email}
          maxLength={320}
          problem={problems.email}
          hint="Invite this email as staff on the Team page: they then see their own calendar."
          onChange={(email) => change({ email })}
        />
        <Field
          label="About them"
          multiline
          value={draft.description}
          maxLength={2000}
          onChange={(description) => change({ description })}
        />
        <CheckBox label="Takes bookings" checked={draft.active} onChange={(active) => change({ active })} />
      </section>
      <section className="panel" aria-labelledby="staff-hours">
        <h2 id="staff-hours">Working hours</h2>
        <WeeklySpansEditor
          legend={`Each week, on the site’s clock (${zone})`}
          spans={draft.hours}
          problem={problems.hours}
          empty="None of their own: they work the business’s hours."
          onChange={(hours) => change({ hours })}
        />
      </section>
      <section className="panel" aria-labelledby="staff-away">
        <h2 id="staff-away">Time off</h2>
        <fieldset className="weekly-spans" aria-invalid={problems.away ? true : undefined}>
          <legend className="visually-hidden">Times away</legend>
          {draft.away.length === 0 ? <p className="muted">No time off planned.</p> : null}
          {draft.away.map((span, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <div className="span-row away-row" key={index}>
              <label>
                From
                <input
                  type="datetime-local"
                  value={span.from}
                  onChange={(event) =>
                    setAway(
                      draft.away.map((one, at) =>
                        at === index ? { ...one, from: event.currentTarget.value } : one,
                      ),
                    )
                  }
                />
              </label>
              <label>
                Until
                <input
                  type="datetime-local"
                  value={span.until}
                  onChange={(event) =>
                    setAway(
                      draft.away.map((one, at) =>
                        at === index ? { ...one, until: event.currentTarget.value } : one,
                      ),
                    )
                  }
                />
              </label>
              <button
                type="button"
                className="button quiet small"
                aria-label={`Remove time off ${index + 1}`}
                onClick={() => setAway(draft.away.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            </div>
          ))}
          {problems.away ? <p className="field-problem">{problems.away}</p> : null}
          <button
            type="button"
            className="button quiet small"
            onClick={() => setAway([...draft.away, { from: '', until: '' }])}
          >
            Add time off
          </button>
        </fieldset>
      </section>
      <SaveBar said={form.said} dirty={form.dirty}>
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : member ? 'Save' : 'Add staff member'}
        </button>
      </SaveBar>
    </form>
  );
}
