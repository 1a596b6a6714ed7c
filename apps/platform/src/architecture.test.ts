import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = new URL('.', import.meta.url).pathname;

/** The platform's shipped TypeScript: tests and what only tests use are not shipped. */
function shippedFiles(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : shippedFiles(path);
    const isTestCode = /\.test\.ts$|test-kit\.ts$|test-calls\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !isTestCode ? [relative(SOURCE, path)] : [];
  });
}

const files = shippedFiles();
const textOf = (file: string) => readFileSync(join(SOURCE, file), 'utf8');

/** A file that may write SQL: a repository, a migration, or the kernel that runs them. */
const mayWriteSql = (file: string) =>
  /(^|\/)[^/]*repo[^/]*\.ts$|(^|\/)migrations?\.ts$/.test(file) || file.startsWith('kernel/');

describe('the platform keeps its layers', () => {
  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('app.ts');
  });

  it('writes SQL only in repositories, migrations and the kernel', () => {
    const offenders = files.filter(
      (file) => !mayWriteSql(file) && /\bsql`|\bsql\.(raw|join|list|ident|empty)\b/.test(textOf(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('parses a stored document only in the kernel', () => {
    const offenders = files.filter(
      (file) => file !== 'kernel/db/documents.ts' && /JSON\.parse\([^)]*\.doc\b/.test(textOf(file)),
    );
    expect(offenders).toEqual([]);
  });
});
