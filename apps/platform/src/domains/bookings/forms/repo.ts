import type { BookingForm } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { documentTable } from '../../../kernel/db/documents.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable } from '../../../kernel/query/index.js';

/** A booking form as stored: the wire shape with the site and a numeric revision. */
export type FormRecord = Omit<BookingForm, 'revision'> & { siteId: string; revision: number };

const queryableForms = defineQueryable({
  table: 'booking_forms',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    'formDetails.formId': { type: 'string', column: 'id', sortable: true, notNull: true },
    name: { type: 'string', column: 'name', sortable: true, notNull: true },
    'formDetails.name': { type: 'string', column: 'name', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

const forms = documentTable<FormRecord>({
  table: 'booking_forms',
  columns: (record) => ({
    id: record.id,
    site_id: record.siteId,
    name: record.name,
    revision: record.revision,
    created_date: record.createdDate,
    updated_date: record.updatedDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
});

export const queryForms = (db: Queryable, siteId: string, query: unknown) =>
  forms.query(db, queryableForms, query, sql`site_id = ${siteId}`);

export const findForm = (db: Queryable, siteId: string, id: string) => forms.findById(db, siteId, id);

export const insertForm = async (db: Queryable, record: FormRecord): Promise<void> => {
  await forms.insert(db, record);
};

/** Writes `record` over the revision before it; false when someone changed it meanwhile. */
export const updateForm = (db: Queryable, record: FormRecord): Promise<boolean> =>
  forms.update(db, record, sql`id = ${record.id} AND site_id = ${record.siteId}`, {
    revision: record.revision,
  });

export async function deleteForm(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM booking_forms WHERE id = ${id} AND site_id = ${siteId}`);
  return changes === 1;
}
