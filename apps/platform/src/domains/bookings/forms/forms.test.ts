import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { bookingsTestCalls } from '../test-calls.js';

interface WireForm {
  id: string;
  name: string;
  revision: string;
  fields: { id: string; label: string; valueType: string; required: boolean }[];
}

/** Booking forms: the owner's questions, services asking them, bookers answering them. */
describe.each(testDialects)('booking forms on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let visitor: string;
  const ids: Record<string, string> = {};
  let form: WireForm;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    visitor = await t.visitorToken();
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
    });
    await owned('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Ada' } });
    form = (
      await owned('POST', '/bookings/v1/booking-forms', {
        bookingForm: {
          name: 'Massage intake',
          fields: [
            { label: 'Anything we should know?', valueType: 'LONG_TEXT' },
            { label: 'Preferred pressure', valueType: 'SHORT_TEXT', required: true },
            { label: 'I agree to the health notice', valueType: 'CHECK_BOX', required: true },
          ],
        },
      })
    ).bookingForm;
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service;
    const massage = await service({ type: 'APPOINTMENT', name: 'Massage', form: { id: form.id } });
    ids.massage = massage.id;
    ids.cut = (await service({ type: 'APPOINTMENT', name: 'Cut' })).id;
  });
  afterAll(() => t.close());

  const notes = 0;
  const pressure = 1;
  const consent = 2;
  const fieldId = (index: number): string => form.fields[index]?.id ?? '';
  let taken = 0;
  /** Books the next free hour from Monday 11 March 2030, 09:00 in New York (13:00 UTC), as a member. */
  const book = (serviceId: string | undefined, additionalFields?: unknown[]) => {
    const day = 11 + Math.floor(taken / 8);
    const hour = String(13 + (taken % 8)).padStart(2, '0');
    const next = String(14 + (taken % 8)).padStart(2, '0');
    taken += 1;
    return call(
      'POST',
      '/bookings/v2/bookings',
      {
        booking: {
          bookedEntity: {
            slot: {
              serviceId: serviceId ?? '',
              startDate: `2030-03-${day}T${hour}:00:00.000Z`,
              endDate: `2030-03-${day}T${next}:00:00.000Z`,
            },
          },
          contactDetails: { firstName: 'Grace', email: 'grace@example.com' },
          ...(additionalFields ? { additionalFields } : {}),
        },
      },
      member,
    );
  };

  it('gives each question an id, and services name their form (the default when none)', async () => {
    expect(form.fields.map((field) => [field.valueType, field.required])).toEqual([
      ['LONG_TEXT', false],
      ['SHORT_TEXT', true],
      ['CHECK_BOX', true],
    ]);
    const read = await call('GET', `/bookings/v1/booking-forms/${form.id}`, undefined, visitor);
    expect(read.json().bookingForm).toEqual(form);
    const cut = (await call('GET', `/bookings/v2/services/${ids.cut}`, undefined, visitor)).json().service;
    const defaultForm = (
      await call('GET', `/bookings/v1/booking-forms/${cut.form.id}`, undefined, visitor)
    ).json().bookingForm;
    expect(defaultForm).toMatchObject({ name: 'Booking form', fields: [] });
  });

  it('lists forms with the services asking them, and the default when asked for', async () => {
    const response = await call(
      'POST',
      '/_api/bookings/v2/services/booking-forms/query',
      { query: {}, conditionalFields: ['DEFAULT_BOOKING_FORM'] },
      visitor,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.bookingForms).toEqual([
      {
        formDetails: { formId: form.id, name: 'Massage intake', revision: '1' },
        connectedServices: [{ id: ids.massage, name: 'Massage' }],
        totalServiceCount: 1,
      },
    ]);
    expect(answer.defaultBookingForm).toMatchObject({
      connectedServices: [{ id: ids.cut, name: 'Cut' }],
      totalServiceCount: 1,
    });
    expect(answer.pagingMetadata).toMatchObject({ count: 1, hasNext: false });
  });

  it('keeps a booker’s answers with the labels they answered', async () => {
    const response = await book(ids.massage, [
      { id: fieldId(pressure), value: ' Firm ' },
      { id: fieldId(consent), value: 'true', valueType: 'CHECK_BOX' },
      { id: fieldId(notes), value: '' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking.additionalFields).toEqual([
      { id: fieldId(pressure), value: 'Firm', label: 'Preferred pressure', valueType: 'SHORT_TEXT' },
      { id: fieldId(consent), value: 'true', label: 'I agree to the health notice', valueType: 'CHECK_BOX' },
    ]);
  });

  it('refuses answers that leave out a required question, answer another form’s, or have the wrong shape', async () => {
    const refusals: [unknown[] | undefined, string][] = [
      [undefined, 'must answer “Preferred pressure”'],
      [
        [
          { id: fieldId(pressure), value: 'Firm' },
          { id: fieldId(consent), value: 'false' },
        ],
        'must answer “I agree to the health notice”',
      ],
      [[{ id: 'other', value: 'x' }], 'is not a question of this service’s form'],
      [[{ id: fieldId(consent), value: 'yes' }], 'must be "true" or "false"'],
      [[{ id: fieldId(pressure), value: 'x'.repeat(201) }], 'must be at most 200 characters'],
      [[{ id: fieldId(pressure), value: 'Firm', valueType: 'LONG_TEXT' }], 'must be SHORT_TEXT'],
      [
        [
          { id: fieldId(pressure), value: 'a' },
          { id: fieldId(pressure), value: 'b' },
        ],
        'answers a question already answered',
      ],
    ];
    for (const [answers, description] of refusals) {
      const response = await book(ids.massage, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      const violations = response.json().details.validationError.fieldViolations as { description: string }[];
      expect(violations.map((violation) => violation.description)).toContain(description);
    }
    // A service with the default form takes no answers.
    expect((await book(ids.cut, [{ id: fieldId(pressure), value: 'Firm' }])).statusCode).toBe(400);
    expect((await book(ids.cut)).statusCode).toBe(200);
  });

  it('changes a form, keeping the ids sent, and refuses a stale revision', async () => {
    const changed = await call('PATCH', `/bookings/v1/booking-forms/${form.id}`, {
      bookingForm: {
        name: 'Massage intake',
        fields: [
          { id: fieldId(pressure), label: 'Pressure you like', valueType: 'SHORT_TEXT', required: true },
          { label: 'Allergies', valueType: 'SHORT_TEXT' },
        ],
      },
      revision: '1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const next = changed.json().bookingForm as WireForm;
    expect(next.revision).toBe('2');
    expect(next.fields[0]).toMatchObject({ id: fieldId(pressure), label: 'Pressure you like' });
    const stale = await call('PATCH', `/bookings/v1/booking-forms/${form.id}`, {
      bookingForm: { name: 'Old', fields: [] },
      revision: '1',
    });
    expect(stale.statusCode).toBe(409);
    // The consent question is gone: the booking made before keeps its answer and label.
    const [earlier] = (
      await call('POST', '/bookings/v2/bookings/query', {
        query: { filter: { 'bookedEntity.slot.serviceId': ids.massage } },
      })
    ).json().bookings;
    expect(earlier.additionalFields[1].label).toBe('I agree to the health notice');
    form = next;
  });

  it('guards who writes, the default form, and forms in use', async () => {
    const asVisitor = await call(
      'POST',
      '/bookings/v1/booking-forms',
      { bookingForm: { name: 'X', fields: [] } },
      visitor,
    );
    expect(asVisitor.statusCode).toBe(403);
    const cut = (await call('GET', `/bookings/v2/services/${ids.cut}`)).json().service;
    const defaultEdit = await call('PATCH', `/bookings/v1/booking-forms/${cut.form.id}`, {
      bookingForm: { name: 'Mine', fields: [] },
    });
    expect(defaultEdit.json().details.applicationError.code).toBe('DEFAULT_BOOKING_FORM_READ_ONLY');
    const inUse = await call('DELETE', `/bookings/v1/booking-forms/${form.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().details.applicationError).toMatchObject({
      code: 'BOOKING_FORM_IN_USE',
      data: { serviceIds: [ids.massage] },
    });
    const unknown = await call('POST', '/bookings/v2/services', {
      service: { type: 'APPOINTMENT', name: 'Nails', form: { id: 'nope' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe('service.form.id');
    const badInput = await call('POST', '/bookings/v1/booking-forms', {
      bookingForm: {
        name: 'Twice',
        fields: [
          { id: 'a', label: 'A', valueType: 'SHORT_TEXT' },
          { id: 'a', label: 'B', valueType: 'CHECK_BOX' },
        ],
      },
    });
    expect(badInput.statusCode).toBe(400);
    const badType = await call('POST', '/bookings/v1/booking-forms', {
      bookingForm: { name: 'Dates', fields: [{ label: 'When', valueType: 'DATE' }] },
    });
    expect(badType.statusCode).toBe(400);

    // Pointed elsewhere, the form can go.
    await owned('PATCH', `/bookings/v2/services/${ids.massage}`, {
      service: { form: { id: cut.form.id } },
      mask: { paths: ['form'] },
    });
    expect((await call('DELETE', `/bookings/v1/booking-forms/${form.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/bookings/v1/booking-forms/${form.id}`)).statusCode).toBe(404);
  });
});
