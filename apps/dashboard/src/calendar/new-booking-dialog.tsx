import type { Service } from '@bazaar/sdk/bookings';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CheckBox } from '../choices';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { Field } from '../form-field';
import { isEmail } from '../form-rules';
import { siteClient } from '../platform';
import { messageOf } from '../words';
import { type FreeSlot, FreeTimes } from './free-times';

/** A booking the business makes for a customer on the phone: a free time of a service, and who. */
export function NewBookingDialog({
  siteId,
  zone,
  services,
  today,
  onClose,
}: {
  siteId: string;
  zone: string;
  services: readonly Service[];
  today: string;
  onClose(): void;
}) {
  const queries = useQueryClient();
  const bookable = services.filter((service) => service.type !== 'COURSE');
  const [serviceId, setServiceId] = useState(bookable[0]?._id ?? '');
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<FreeSlot>();
  const [who, setWho] = useState({ firstName: '', lastName: '', email: '', phone: '', people: '1' });
  const [tried, setTried] = useState(false);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const service = bookable.find((one) => one._id === serviceId);
  // The service's own questions, asked on the phone as the booking page asks them.
  const form = useQuery({
    queryKey: ['booking-form', siteId, service?.form._id],
    enabled: service !== undefined,
    queryFn: () => siteClient(siteId).bookingForms.getBookingForm(service?.form._id ?? ''),
  });
  const questions = form.data?.fields ?? [];
  const [said, say] = useState<Saying>();
  const problems: Record<string, string> = {};
  if (!who.firstName.trim()) problems.firstName = 'Write the customer’s first name.';
  if (!isEmail(who.email)) problems.email = 'Write an email address like name@example.com.';
  if (!/^[1-9]\d?$/.test(who.people.trim())) problems.people = 'Write how many people, from 1 to 99.';
  for (const question of questions) {
    const answer = answers[question._id] ?? '';
    if (question.required && (question.valueType === 'CHECK_BOX' ? answer !== 'true' : !answer.trim()))
      problems[question._id] = 'This question must be answered.';
  }
  const shown = tried ? problems : {};
  const book = useMutation({
    mutationFn: (chosen: FreeSlot) =>
      siteClient(siteId).bookings.createBooking({
        bookedEntity: {
          slot: {
            serviceId: chosen.serviceId,
            startDate: chosen.startDate,
            endDate: chosen.endDate,
            timezone: zone,
            ...(chosen.resource ? { resource: { _id: chosen.resource._id } } : {}),
          },
        },
        contactDetails: {
          firstName: who.firstName.trim(),
          email: who.email.trim(),
          ...(who.lastName.trim() ? { lastName: who.lastName.trim() } : {}),
          ...(who.phone.trim() ? { phone: who.phone.trim() } : {}),
        },
        numberOfParticipants: Number(who.people),
        additionalFields: questions
          .filter((question) => (answers[question._id] ?? '').trim())
          .map((question) => ({
            _id: question._id,
            value: (answers[question._id] ?? '').trim(),
            valueType: question.valueType,
          })),
      }),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['calendar', siteId] });
      onClose();
    },
    onError: (reason) => say({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    setTried(true);
    if (!slot) return say({ text: 'Choose one of the free times.', problem: true });
    if (Object.keys(problems).length > 0)
      return say({ text: 'Some details need a look: see the sentences by them.', problem: true });
    book.mutate(slot);
  };
  const set = (field: keyof typeof who) => (value: string) => {
    setWho({ ...who, [field]: value });
    say(undefined);
  };
  const isClass = service?.type === 'CLASS';
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog wide-dialog" aria-describedby={undefined}>
          <Dialog.Title>New booking</Dialog.Title>
          <form onSubmit={submit} noValidate className="stack">
            <div className="field-row">
              <label>
                Service
                <select
                  value={serviceId}
                  onChange={(event) => {
                    setServiceId(event.currentTarget.value);
                    setSlot(undefined);
                  }}
                >
                  {bookable.map((service) => (
                    <option key={service._id} value={service._id}>
                      {service.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Day
                <input
                  type="date"
                  value={date}
                  min={today}
                  onChange={(event) => {
                    setDate(event.currentTarget.value);
                    setSlot(undefined);
                  }}
                />
              </label>
            </div>
            <FreeTimes
              siteId={siteId}
              serviceId={serviceId}
              date={date}
              zone={zone}
              chosen={slot}
              onChoose={setSlot}
            />
            <div className="field-row">
              <Field
                label="First name"
                value={who.firstName}
                maxLength={100}
                problem={shown.firstName}
                onChange={set('firstName')}
              />
              <Field label="Last name" value={who.lastName} maxLength={100} onChange={set('lastName')} />
            </div>
            <div className="field-row">
              <Field
                label="Email"
                value={who.email}
                maxLength={320}
                problem={shown.email}
                onChange={set('email')}
                hint="The confirmation goes here."
              />
              <Field label="Phone" value={who.phone} maxLength={50} onChange={set('phone')} />
            </div>
            {questions.map((question) =>
              question.valueType === 'CHECK_BOX' ? (
                <CheckBox
                  key={question._id}
                  label={`${question.label}${question.required ? '' : ' (optional)'}`}
                  checked={answers[question._id] === 'true'}
                  onChange={(checked) =>
                    setAnswers({ ...answers, [question._id]: checked ? 'true' : 'false' })
                  }
                />
              ) : (
                <Field
                  key={question._id}
                  label={`${question.label}${question.required ? '' : ' (optional)'}`}
                  value={answers[question._id] ?? ''}
                  multiline={question.valueType === 'LONG_TEXT'}
                  maxLength={question.valueType === 'LONG_TEXT' ? 5000 : 200}
                  problem={shown[question._id]}
                  onChange={(value) => setAnswers({ ...answers, [question._id]: value })}
                />
              ),
            )}
            {isClass ? (
              <Field
                label="People"
                inputMode="numeric"
                value={who.people}
                problem={shown.people}
                onChange={set('people')}
              />
            ) : null}
            {said ? <Said {...said} /> : null}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="button quiet">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className="button" aria-disabled={book.isPending}>
                {book.isPending ? 'Booking…' : 'Book'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
