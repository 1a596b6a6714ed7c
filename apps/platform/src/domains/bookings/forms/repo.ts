import type { BookingForm } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../../kernel/query/index.js';

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

const parse = (row: { doc: string }): FormRecord => JSON.parse(row.doc) as FormRecord;

export async function queryForms(db: Queryable, siteId: string, query: unknown) {
  const { rows, pagingMetadata } = await runQuery<{ doc: string }>(db, queryableForms, query, {
    scope: sql`site_id = ${siteId}`,
    columns: ['doc'],
  });
  return { records: rows.map(parse), pagingMetadata };
}

export async function findForm(db: Queryable, siteId: string, id: string): Promise<FormRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM booking_forms WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function insertForm(db: Queryable, record: FormRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO booking_forms (id, site_id, name, doc, revision, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.name}, ${JSON.stringify(record)}, ${record.revision},
            ${record.createdDate}, ${record.updatedDate})`);
}

/** Writes `record` over the revision before it; false when someone changed it meanwhile. */
export async function updateForm(db: Queryable, record: FormRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE booking_forms SET name = ${record.name}, doc = ${JSON.stringify(record)}, revision = ${record.revision},
      updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  return changes === 1;
}

export async function deleteForm(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM booking_forms WHERE id = ${id} AND site_id = ${siteId}`);
  return changes === 1;
}
