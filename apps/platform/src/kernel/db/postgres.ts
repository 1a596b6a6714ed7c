import pg from 'pg';
import { type Database, type Queryable, type Row, runTransactionWork, uniqueViolation } from './database.js';
import type { Sql } from './sql.js';

const JSON_OIDS = [114, 3802]; // json, jsonb
const INT8_OID = 20;
/** SQLSTATE of a broken unique constraint. */
const UNIQUE_VIOLATION = '23505';

/**
 * Every connection sees the same value types as SQLite: JSON documents as text (repos parse them
 * once) and bigint counts as numbers.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (JSON_OIDS.includes(oid)) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  url: string;
  /** A schema to create and use; tests use one each so that they can run side by side. */
  schema?: string;
  maxConnections?: number;
  /** Drop the schema on close (tests). */
  dropSchemaOnClose?: boolean;
}

/**
 * Another process's commit is not known here without asking the database; what is remembered
 * on the strength of the change stamp (revisions) is asked again once this much time has passed.
 */
const OTHERS_SEEN_WITHIN_MS = 500;

/** Statements that only read (anything else counts as a write for the change stamp). */
const READ_ONLY = /^\s*SELECT\b/i;

/** A sibling's pool: its statements are few and short (one provider call each). */
const SIBLING_CONNECTIONS = 2;

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const siblings = new Map<string, Promise<Database>>();
  const maxConnections = options.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: maxConnections,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  if (options.schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Invalid schema: ${options.schema}`);
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
  }

  // This process's writes, counted when they start and again when they end (a statement
  // outside a transaction commits as it ends; one inside, at COMMIT or ROLLBACK).
  let writes = 0;
  const on = (client: pg.Pool | pg.PoolClient): Queryable => {
    const execute = async (query: Sql) => {
      const { text, params } = query.render('postgres');
      const write = !READ_ONLY.test(text);
      if (write) writes += 1;
      try {
        return await client.query(text, params);
      } catch (error) {
        throw (error as { code?: string }).code === UNIQUE_VIOLATION ? uniqueViolation() : error;
      } finally {
        if (write) writes += 1;
      }
    };
    return {
      dialect: 'postgres',
      all: async <T = Row>(query: Sql) => (await execute(query)).rows as T[],
      one: async <T = Row>(query: Sql) => (await execute(query)).rows[0] as T | undefined,
      run: async (query: Sql) => ({ changes: (await execute(query)).rowCount ?? 0 }),
    };
  };

  return {
    ...on(pool),
    // This process's writes at once; another's within OTHERS_SEEN_WITHIN_MS.
    changeStamp: () => `${writes}.${Math.floor(performance.now() / OTHERS_SEEN_WITHIN_MS)}`,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await runTransactionWork(on(client), work);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        writes += 1;
        client.release();
      }
    },
    async exclusively(name, work) {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
        }
      } finally {
        holder.release();
      }
    },
    sibling(name) {
      let sibling = siblings.get(name);
      if (!sibling) {
        sibling = openPostgres({
          url: options.url,
          maxConnections: SIBLING_CONNECTIONS,
          ...(options.schema ? { schema: options.schema } : {}),
        });
        siblings.set(name, sibling);
      }
      return sibling;
    },
    connections: () => ({
      max: maxConnections,
      open: pool.totalCount,
      busy: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      // Before the schema may be dropped: a sibling shares it.
      for (const sibling of siblings.values()) await (await sibling).close();
      if (options.schema && options.dropSchemaOnClose) {
        await pool.query(`DROP SCHEMA IF EXISTS "${options.schema}" CASCADE`);
      }
      await pool.end();
    },
  };
}
