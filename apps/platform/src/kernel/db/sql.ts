/**
 * A tiny SQL builder: tagged templates whose interpolated values become bound parameters, and
 * whose interpolated `Sql` fragments are spliced in. Rendering to placeholders happens per
 * dialect (`?` for SQLite, `$n` for PostgreSQL), so repos write one SQL text for both.
 */
export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | bigint | boolean | null | Uint8Array;

export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly SqlValue[],
  ) {}

  render(dialect: Dialect): { text: string; params: SqlValue[] } {
    let text = this.strings[0] ?? '';
    const params: SqlValue[] = [];
    this.values.forEach((value, index) => {
      params.push(dialect === 'sqlite' && typeof value === 'boolean' ? Number(value) : value);
      text += (dialect === 'sqlite' ? '?' : `$${params.length}`) + (this.strings[index + 1] ?? '');
    });
    return { text, params };
  }
}

type Interpolation = SqlValue | Sql | undefined;

export function sql(strings: TemplateStringsArray, ...values: Interpolation[]): Sql {
  const outStrings: string[] = [strings[0] ?? ''];
  const outValues: SqlValue[] = [];
  values.forEach((value, index) => {
    const next = strings[index + 1] ?? '';
    if (value instanceof Sql) {
      outStrings[outStrings.length - 1] += value.strings[0] ?? '';
      value.values.forEach((inner, innerIndex) => {
        outValues.push(inner);
        outStrings.push(value.strings[innerIndex + 1] ?? '');
      });
      outStrings[outStrings.length - 1] += next;
    } else {
      outValues.push(value === undefined ? null : value);
      outStrings.push(next);
    }
  });
  return new Sql(outStrings, outValues);
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A table or column name. Only lower-case identifiers are accepted, so no input can inject SQL. */
sql.ident = (name: string): Sql => {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return new Sql([`"${name}"`], []);
};

/** Trusted SQL text written by the program itself (never user input). */
sql.raw = (text: string): Sql => new Sql([text], []);

sql.join = (fragments: readonly Sql[], separator: Sql = sql.raw(', ')): Sql =>
  fragments.reduce<Sql | undefined>(
    (joined, fragment) => (joined ? sql`${joined}${separator}${fragment}` : fragment),
    undefined,
  ) ?? sql.raw('');

sql.empty = new Sql([''], []);

/** Values as bound parameters separated by commas, for `IN (…)`; callers guard against an empty list. */
sql.list = (values: readonly SqlValue[]): Sql => sql.join(values.map((value) => sql`${value}`));
