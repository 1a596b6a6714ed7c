import type { Service } from '@bazaar/sdk/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CheckBox } from '../choices';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { siteClient } from '../platform';
import { messageOf } from '../words';
import { ANSWER_KINDS, fieldsOf, type Question, questionsProblem } from './form-questions';

/**
 * What a service asks its bookers beyond their contact details: the questions of its booking
 * form, edited in place. A service on the site's default form (which asks nothing more) gets a
 * form of its own on its first save; a form other services ask too says so.
 */
export function ServiceQuestions({ siteId, service }: { siteId: string; service: Service }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [said, say] = useState<Saying>();
  const formId = service.form._id;
  const form = useQuery({
    queryKey: ['booking-form', siteId, formId],
    queryFn: () => client.bookingForms.getBookingForm(formId),
  });
  const forms = useQuery({
    queryKey: ['booking-forms', siteId],
    queryFn: () => client.services.queryBookingForms({}, { conditionalFields: ['DEFAULT_BOOKING_FORM'] }),
  });
  const [questions, setQuestions] = useState<Question[]>();
  const shown: Question[] =
    questions ??
    (form.data?.fields ?? []).map((field) => ({
      id: field._id,
      label: field.label,
      valueType: field.valueType,
      required: field.required,
    }));
  const isDefault = forms.data?.defaultBookingForm?.formDetails.formId === formId;
  const sharedWith = (
    forms.data?.bookingForms.find((one) => one.formDetails.formId === formId)?.connectedServices ?? []
  ).filter((one) => one._id !== service._id);
  const save = useMutation({
    mutationFn: async () => {
      const fields = fieldsOf(shown);
      if (!isDefault && form.data)
        return client.bookingForms.updateBookingForm(formId, {
          bookingForm: { name: form.data.name, fields },
          revision: form.data.revision,
        });
      // The default form cannot change: this service gets a form of its own.
      const made = await client.bookingForms.createBookingForm({ name: `${service.name} questions`, fields });
      // The form alone changes, at the service's current revision (its add-ons may have moved it).
      const current = await client.services.getService(service._id);
      await client.services.updateService(
        service._id,
        { form: { _id: made._id }, revision: current.revision },
        { mask: ['form'] },
      );
      return made;
    },
    onSuccess: () => {
      setQuestions(undefined);
      say({ text: 'Questions saved: bookers answer them from now on.' });
      void queries.invalidateQueries({ queryKey: ['booking-forms', siteId] });
      void queries.invalidateQueries({ queryKey: ['booking-form', siteId] });
      void queries.invalidateQueries({ queryKey: ['service', siteId, service._id] });
    },
    onError: (reason) => say({ text: messageOf(reason), problem: true }),
  });
  const set = (next: Question[]) => {
    setQuestions(next);
    say(undefined);
  };
  const change = (index: number, part: Partial<Question>) =>
    set(shown.map((question, at) => (at === index ? { ...question, ...part } : question)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = questionsProblem(shown);
    if (problem) return say({ text: problem, problem: true });
    save.mutate();
  };
  return (
    <section className="panel editor" aria-labelledby="service-questions">
      <h2 id="service-questions">Questions</h2>
      <p className="muted">
        Every booker gives their name and email.
        {sharedWith.length > 0
          ? ` These questions are asked by ${sharedWith.map((one) => one.name).join(', ')} too.`
          : ''}
      </p>
      <form onSubmit={submit} noValidate className="stack">
        {form.isError ? (
          <p role="alert" className="error">
            The questions could not be loaded. Please reload the page.
          </p>
        ) : null}
        {shown.length === 0 ? <p className="muted">No other question.</p> : null}
        <ol className="questions">
          {shown.map((question, index) => (
            <li key={question.id ?? `new-${index}`}>
              <label>
                Question {index + 1}
                <input
                  value={question.label}
                  maxLength={200}
                  onChange={(event) => change(index, { label: event.currentTarget.value })}
                />
              </label>
              <label>
                Answered with
                <select
                  value={question.valueType}
                  onChange={(event) =>
                    change(index, { valueType: event.currentTarget.value as Question['valueType'] })
                  }
                >
                  {ANSWER_KINDS.map(([kind, words]) => (
                    <option key={kind} value={kind}>
                      {words}
                    </option>
                  ))}
                </select>
              </label>
              <CheckBox
                label="Must be answered"
                checked={question.required}
                onChange={(required) => change(index, { required })}
              />
              <button
                type="button"
                className="button quiet small"
                aria-label={`Remove question ${index + 1}`}
                onClick={() => set(shown.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <div className="actions">
          <button
            type="button"
            className="button quiet"
            onClick={() => set([...shown, { label: '', valueType: 'SHORT_TEXT', required: false }])}
          >
            Add a question
          </button>
          <button type="submit" className="button" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save the questions'}
          </button>
        </div>
        {said ? <Said {...said} /> : null}
      </form>
    </section>
  );
}
