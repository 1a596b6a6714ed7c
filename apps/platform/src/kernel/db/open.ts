import type { Database } from './database.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres({ url: config.url });
}
