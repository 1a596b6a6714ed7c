import { createHash } from 'node:crypto';
import type {
  BookingForm,
  BookingFormInput,
  QueryBookingFormsRequest,
  QueryBookingFormsResponse,
  UpdateBookingFormRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import * as repo from './repo.js';

const SHOWN_SERVICES = 5;

/** The id of a site's default form, derived from the site: services name it before it is ever stored. */
export function defaultFormIdOf(siteId: string): string {
  const hex = createHash('sha256').update(`booking-form:${siteId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-b${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The site's default form: the contact details only. It is never stored, so it cannot change. */
const defaultForm = (siteId: string): repo.FormRecord => ({
  id: defaultFormIdOf(siteId),
  siteId,
  name: 'Booking form',
  fields: [],
  revision: 1,
  createdDate: new Date(0).toISOString(),
  updatedDate: new Date(0).toISOString(),
});

const present = ({ siteId: _siteId, revision, ...form }: repo.FormRecord): BookingForm => ({
  ...form,
  revision: String(revision),
});

/** The questions as stored: each keeps the id it was given, or gets one; no id twice. */
function fieldsOf(input: BookingFormInput): repo.FormRecord['fields'] {
  const ids = new Set<string>();
  return input.fields.map((field, index) => {
    const id = field.id ?? newId();
    if (ids.has(id))
      throw ValidationError.field(
        `bookingForm.fields[${index}].id`,
        'is the id of another question',
        'VALIDATION',
      );
    ids.add(id);
    return { id, label: field.label.trim(), valueType: field.valueType, required: field.required ?? false };
  });
}

/**
 * Booking forms: the questions a booker answers beyond the contact details. The owner writes them
 * and points services at them (`service.form.id`); visitors read them, as a booking page asks them.
 */
export function createFormsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();
  const defaultUnchangeable = () =>
    new ApplicationError({
      status: 400,
      code: 'DEFAULT_BOOKING_FORM_READ_ONLY',
      description:
        'The default booking form asks for the contact details only and cannot be changed; create a form',
    });

  async function found(siteId: string, id: string): Promise<repo.FormRecord> {
    if (id === defaultFormIdOf(siteId)) return defaultForm(siteId);
    const form = await repo.findForm(db, siteId, id);
    if (!form) throw notFound('Booking form', id);
    return form;
  }

  /** The services that ask `formId`'s questions. */
  async function servicesUsing(siteId: string, formId: string): Promise<ServiceRecord[]> {
    if (formId === defaultFormIdOf(siteId)) {
      const all = await servicesRepo.allServices(db, siteId);
      return all.filter((service) => (service.formId ?? formId) === formId);
    }
    const mentioning = await servicesRepo.servicesMentioning(db, siteId, formId);
    return mentioning.filter((service) => service.formId === formId);
  }

  const summary = async (siteId: string, form: repo.FormRecord) => {
    const services = await servicesUsing(siteId, form.id);
    return {
      formDetails: { formId: form.id, name: form.name, revision: String(form.revision) },
      connectedServices: services
        .slice(0, SHOWN_SERVICES)
        .map((service) => ({ id: service.id, name: service.name })),
      totalServiceCount: services.length,
    };
  };

  return {
    async createForm(siteId: string, input: BookingFormInput): Promise<BookingForm> {
      const stamp = now();
      const record: repo.FormRecord = {
        id: newId(),
        siteId,
        name: input.name.trim(),
        fields: fieldsOf(input),
        revision: 1,
        createdDate: stamp,
        updatedDate: stamp,
      };
      await repo.insertForm(db, record);
      return present(record);
    },

    async getForm(siteId: string, id: string): Promise<BookingForm> {
      return present(await found(siteId, id));
    },

    /** The form a service asks: the one it names, else the site's default. */
    async formOf(
      service: Pick<ServiceRecord, 'siteId' | 'formId'>,
      on: Queryable = db,
    ): Promise<repo.FormRecord> {
      const id = service.formId ?? defaultFormIdOf(service.siteId);
      return id === defaultFormIdOf(service.siteId)
        ? defaultForm(service.siteId)
        : ((await repo.findForm(on, service.siteId, id)) ?? defaultForm(service.siteId));
    },

    /** The id a service may name: one of the site's forms (or its default). */
    async checkedFormId(siteId: string, named: string): Promise<string> {
      if (named === defaultFormIdOf(siteId) || (await repo.findForm(db, siteId, named))) return named;
      throw ValidationError.field('service.form.id', 'names no booking form of this site', 'VALIDATION');
    },

    /** Replaces a form's name and questions; a question keeps its id (and its answers) when sent with it. */
    async updateForm(siteId: string, id: string, request: UpdateBookingFormRequest): Promise<BookingForm> {
      if (id === defaultFormIdOf(siteId)) throw defaultUnchangeable();
      return db.transaction(async (tx) => {
        const existing = await repo.findForm(tx, siteId, id);
        if (!existing) throw notFound('Booking form', id);
        if (request.revision !== undefined && Number(request.revision) !== existing.revision)
          throw revisionMismatch('the booking form');
        const next: repo.FormRecord = {
          ...existing,
          name: request.bookingForm.name.trim(),
          fields: fieldsOf(request.bookingForm),
          revision: existing.revision + 1,
          updatedDate: now(),
        };
        if (!(await repo.updateForm(tx, next))) throw revisionMismatch('the booking form');
        return present(next);
      });
    },

    /** Deletes a form no service asks any more (bookings keep their answers and labels). */
    async deleteForm(siteId: string, id: string): Promise<Record<string, never>> {
      if (id === defaultFormIdOf(siteId)) throw defaultUnchangeable();
      const users = await servicesUsing(siteId, id);
      if (users.length > 0) {
        throw new ApplicationError({
          status: 409,
          code: 'BOOKING_FORM_IN_USE',
          description: `This form is asked by ${users.length === 1 ? 'a service' : `${users.length} services`}; point them at another form first`,
          data: { serviceIds: users.map((service) => service.id) },
        });
      }
      if (!(await repo.deleteForm(db, siteId, id))) throw notFound('Booking form', id);
      return {};
    },

    /** `queryBookingForms`: the site's forms with the services asking each, and the default when asked for. */
    async queryBookingForms(
      siteId: string,
      request: QueryBookingFormsRequest,
    ): Promise<QueryBookingFormsResponse> {
      const { records, pagingMetadata } = await repo.queryForms(db, siteId, request.query ?? {});
      const bookingForms = [];
      for (const form of records) bookingForms.push(await summary(siteId, form));
      return {
        bookingForms,
        pagingMetadata: {
          count: pagingMetadata.count,
          cursors: pagingMetadata.cursors,
          hasNext: Boolean(pagingMetadata.cursors.next),
        },
        ...(request.conditionalFields?.includes('DEFAULT_BOOKING_FORM')
          ? { defaultBookingForm: await summary(siteId, defaultForm(siteId)) }
          : {}),
      };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
