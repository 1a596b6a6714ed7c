import { ValidationError } from '../errors.js';
import { fieldPath } from './error-handler.js';

/**
 * What input the platform accepts at all, decided once at the edge for every route and every
 * part of a request (JSON body, query string or `.r` payload, path parameters), before schemas,
 * caches or storage see it:
 *
 * - text is well-formed Unicode without NUL: PostgreSQL cannot store U+0000 in `text` or `jsonb`
 *   nor an unpaired UTF-16 surrogate in `jsonb`, and no person means either, so both dialects
 *   refuse them alike instead of one storing what the other rejects with a 500;
 * - nesting is at most `MAX_INPUT_DEPTH` levels, so no recursive step later (cache keys, the
 *   filter compiler, the schema validator) can run out of stack;
 * - an array holds at most `MAX_ARRAY_ITEMS` items and an object `MAX_OBJECT_KEYS` keys, so a
 *   small body cannot make the validator produce millions of errors.
 *
 * The walk is iterative for the same reason as the depth limit.
 */
export const MAX_INPUT_DEPTH = 32;
export const MAX_ARRAY_ITEMS = 1_000;
const MAX_OBJECT_KEYS = 1_000;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isAcceptedText = (text: string): boolean => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** A value still to be checked, and where it is: its path is spelled out only for an error. */
interface Pending {
  value: unknown;
  depth: number;
  /** The object or array holding it and its key or index there; none for the input itself. */
  parent?: Pending;
  key?: string;
}

/** Throws a ValidationError naming the first place in `input` that breaks a rule above. */
export function guardInput(input: unknown, root = ''): void {
  const pending: Pending[] = [{ value: input, depth: 0 }];
  const pathOf = (at: Pending): string =>
    at.parent === undefined
      ? root
      : `${pathOf(at.parent)}/${(at.key as string).replace(/~/g, '~0').replace(/\//g, '~1')}`;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (!isAcceptedText(value)) throw unacceptedText(pathOf(next));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      throw ValidationError.field(
        field(pathOf(next)),
        `is nested more than ${MAX_INPUT_DEPTH} levels deep`,
        'MAX',
      );
    }
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ITEMS)
        throw ValidationError.field(
          field(pathOf(next)),
          `must have at most ${MAX_ARRAY_ITEMS} items`,
          'MAX_SIZE',
        );
      for (let index = 0; index < value.length; index += 1)
        pending.push({ value: value[index], depth: depth + 1, parent: next, key: String(index) });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_OBJECT_KEYS)
      throw ValidationError.field(
        field(pathOf(next)),
        `must have at most ${MAX_OBJECT_KEYS} fields`,
        'MAX_SIZE',
      );
    for (const key of keys) {
      if (!isAcceptedText(key)) throw unacceptedText(pathOf(next));
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, parent: next, key });
    }
  }
}

const field = (path: string): string => fieldPath(path) || '(root)';

const unacceptedText = (path: string): ValidationError =>
  ValidationError.field(field(path), 'must be text without NUL characters or unpaired surrogates', 'FORMAT');
