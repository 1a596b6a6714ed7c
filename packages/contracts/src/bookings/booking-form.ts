import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { CursorPagingSchema, CursorsSchema, SortingSchema } from '../common/query.js';

/** What a booking form's custom field takes (Wix Bookings' custom form field types). */
export const FormFieldValueTypes = ['SHORT_TEXT', 'LONG_TEXT', 'CHECK_BOX'] as const;
export type FormFieldValueType = (typeof FormFieldValueTypes)[number];

/** The longest answer each type takes. */
export const FORM_ANSWER_MAX_LENGTH: Record<FormFieldValueType, number> = {
  SHORT_TEXT: 200,
  LONG_TEXT: 5000,
  CHECK_BOX: 5,
};

/** A question the form asks beyond the contact details. */
export const BookingFormFieldSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  valueType: StringEnum(FormFieldValueTypes),
  required: Type.Boolean(),
});

/**
 * A booking form: the questions a booker answers beyond the contact details, which every form
 * asks. Services name theirs (`service.form.id`); a service naming none uses the site's default
 * form, which asks nothing more. (Wix keeps forms in Wix Forms; this platform keeps them itself.)
 */
export const BookingFormSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  fields: Type.Array(BookingFormFieldSchema),
  revision: Type.String({ description: 'int64 as a string' }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type BookingForm = Static<typeof BookingFormSchema>;

export const BookingFormInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  fields: Type.Array(
    Type.Object({
      /** Kept when given (answers stay tied to a question across edits); new questions get one. */
      id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      label: Type.String({ minLength: 1, maxLength: 200 }),
      valueType: StringEnum(FormFieldValueTypes),
      required: Type.Optional(Type.Boolean()),
    }),
    { maxItems: 20 },
  ),
});
export type BookingFormInput = Static<typeof BookingFormInputSchema>;

export const CreateBookingFormRequestSchema = Type.Object({ bookingForm: BookingFormInputSchema });
export const UpdateBookingFormRequestSchema = Type.Object({
  bookingForm: BookingFormInputSchema,
  revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
});
export type UpdateBookingFormRequest = Static<typeof UpdateBookingFormRequestSchema>;
export const BookingFormResponseSchema = Type.Object({ bookingForm: BookingFormSchema });
export const BookingFormIdParamsSchema = Type.Object({
  formId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** An answer to one of the form's questions, as a booker sends it (Wix: `additionalFields`). */
export const FormAnswerInputSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.String({ maxLength: 5000 }),
  valueType: Type.Optional(StringEnum(FormFieldValueTypes)),
});

/** An answer as the booking keeps it, with the question's label when it was answered. */
export const FormAnswerSchema = Type.Object({
  id: Type.String(),
  value: Type.String(),
  label: Type.String(),
  valueType: StringEnum(FormFieldValueTypes),
});
export type FormAnswer = Static<typeof FormAnswerSchema>;

/** `queryBookingForms`: the site's forms, each with (up to 5 of) the services using it. */
export const QueryBookingFormsRequestSchema = Type.Object({
  query: Type.Optional(
    Type.Object({
      filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
      sort: Type.Optional(Type.Array(SortingSchema, { maxItems: 3 })),
      cursorPaging: Type.Optional(CursorPagingSchema),
    }),
  ),
  conditionalFields: Type.Optional(
    Type.Array(StringEnum(['DEFAULT_BOOKING_FORM'] as const), { maxItems: 5 }),
  ),
});
export type QueryBookingFormsRequest = Static<typeof QueryBookingFormsRequestSchema>;

const BookingFormSummarySchema = Type.Object({
  formDetails: Type.Object({ formId: Type.String(), name: Type.String(), revision: Type.String() }),
  connectedServices: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  totalServiceCount: Type.Integer(),
});

export const QueryBookingFormsResponseSchema = Type.Object({
  bookingForms: Type.Array(BookingFormSummarySchema),
  pagingMetadata: Type.Object({
    count: Type.Integer(),
    cursors: CursorsSchema,
    hasNext: Type.Boolean(),
  }),
  defaultBookingForm: Type.Optional(BookingFormSummarySchema),
});
export type QueryBookingFormsResponse = Static<typeof QueryBookingFormsResponseSchema>;
