import type { HostedBooking } from './booking-calls';

export type FormField = HostedBooking['service']['formFields'][number];
/** An answer as the SDK sends it (`_id`, as every id on its side of the wire). */
export interface Answer {
  _id: string;
  value: string;
}

const nameOf = (field: FormField) => `question-${field._id}`;

/** The booker's answers as the page holds them: a check box is "true" or "false"; empty text is no answer. */
export function answersFrom(form: FormData, fields: readonly FormField[]): Answer[] {
  return fields.flatMap((field) => {
    const raw = form.get(nameOf(field));
    if (field.valueType === 'CHECK_BOX') return [{ _id: field._id, value: raw === null ? 'false' : 'true' }];
    const value = String(raw ?? '').trim();
    return value ? [{ _id: field._id, value }] : [];
  });
}

/** The service's own questions, after the contact details: a line, a paragraph, or a box to tick. */
export function FormQuestions({ fields }: { fields: readonly FormField[] }) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="fields">
      <legend>A few questions</legend>
      {fields.map((field) => {
        const label = field.required ? field.label : `${field.label} (optional)`;
        if (field.valueType === 'CHECK_BOX') {
          return (
            <label key={field._id} className="check">
              <input type="checkbox" name={nameOf(field)} required={field.required} />
              <span>{field.label}</span>
            </label>
          );
        }
        const id = nameOf(field);
        return (
          <div key={field._id} className="question">
            <label htmlFor={id}>{label}</label>
            {field.valueType === 'LONG_TEXT' ? (
              <textarea id={id} name={id} required={field.required} maxLength={5000} rows={4} />
            ) : (
              <input id={id} name={id} required={field.required} maxLength={200} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
