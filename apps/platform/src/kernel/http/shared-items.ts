import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';

/**
 * A route whose answer holds a list of items the domain keeps and shares between answers (the
 * catalogue's presented products): `property` names the list in the response schema. Each item
 * object is serialised once, by the list's item schema, and its bytes reused for every answer
 * that holds the same object; the rest of the answer is serialised as usual.
 *
 * Sound only because such items are never changed once returned (a changed product is a new
 * object: `PresentedProducts` keys them by revision). Bytes are kept in a WeakMap, so they go
 * when the domain lets go of the object.
 */
export interface SharedItems {
  property: string;
}

/**
 * An item already serialised by `itemSerializer` for its list's item schema, as the domain keeps
 * it (presented products, by revision, in slabs, a repeated part stored once) instead of the
 * objects, which take several times the memory: an answer asks it for its length, then to write
 * itself into the answer's buffer.
 */
export interface ItemBytes<T = unknown> {
  /** The item's type, for the compiler only. */
  readonly item?: T;
  /** How many bytes `writeInto` writes. */
  readonly length: number;
  /** Writes the item's bytes into `target` at `at`; the position after them. */
  writeInto(target: Buffer, at: number): number;
  /**
   * Reads a byte of every cache line its bytes lie on, for an item kept where memory is seldom
   * read (`writeAnswer`); what it returns only keeps the reads from being optimised away.
   */
  prefetch?(): number;
}

/** An item's bytes held as one buffer. */
export class BufferItem<T = unknown> implements ItemBytes<T> {
  declare readonly item?: T;

  constructor(readonly bytes: Buffer) {}

  get length(): number {
    return this.bytes.length;
  }

  writeInto(target: Buffer, at: number): number {
    return at + this.bytes.copy(target, at);
  }
}

/** An item's bytes as one new buffer. */
export function bytesOfItem(item: ItemBytes): Buffer {
  const bytes = Buffer.allocUnsafe(item.length);
  item.writeInto(bytes, 0);
  return bytes;
}

/** Whether a list's element is kept bytes rather than an object to serialise. */
const isItemBytes = (item: object): item is ItemBytes =>
  typeof (item as Partial<ItemBytes>).writeInto === 'function';

/** A list of `ItemBytes` where the response schema names items of type T: sent as their bytes. */
export const asSharedItems = <T>(items: readonly ItemBytes<T>[]): T[] => items as unknown as T[];

const serializers = new WeakMap<object, (item: unknown) => string>();

/**
 * The serialiser of a list's items, compiled once per schema: fast-json-stringify as Fastify
 * compiles a response schema (no options of ours), so an item's bytes are those Fastify would
 * write for it in a whole answer (`shared-items.test.ts` holds the two to it).
 */
export function itemSerializer<T>(schema: TSchema): (item: T) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(schema as never) as (item: unknown) => string;
    serializers.set(schema, serialize);
  }
  return serialize;
}

/**
 * An answer's JSON as the parts it is made of: its shell's text around the list, and each item's
 * kept bytes between them, commas apart. Written into one buffer only when sent (`writeAnswer`),
 * so that an answer of kept items copies each item's bytes once, straight to what is written.
 */
export interface AnswerParts {
  head: Buffer;
  items: readonly ItemBytes[];
  tail: Buffer;
  length: number;
}

const COMMA = 0x2c;
const EMPTY = Buffer.alloc(0);

/**
 * Where `writeAnswer` leaves what its reads ahead of the copies found, so that they are not
 * optimised away.
 */
let _prefetched = 0;

/**
 * Writes the answer into `target` (at least `length` long) from its start. Items kept far apart in
 * a large memory (100,000 presented products) are first read a cache line at a time, all in one
 * loop: the processor then waits for many lines at once, where each item's copy on its own waited
 * for its lines before the next began. Measured on 50 products of 890 bytes scattered over 120 MB,
 * the reads and copies together took 18 µs an answer, the copies alone 27 (bench/RESULTS.md).
 */
export function writeAnswer({ head, items, tail }: AnswerParts, target: Buffer): void {
  let read = 0;
  for (let index = 0; index < items.length; index += 1) read ^= (items[index] as ItemBytes).prefetch?.() ?? 0;
  _prefetched ^= read;
  let at = head.copy(target, 0);
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0) target[at++] = COMMA;
    at = (items[index] as ItemBytes).writeInto(target, at);
  }
  tail.copy(target, at);
}

export class SharedItemBytes {
  private readonly bytes = new WeakMap<object, ItemBytes>();
  private readonly itemSchema: TSchema;
  /** `"products":[]` as the shell of an answer serialises it; `[` is where the items go. */
  private readonly emptyList: string;

  constructor(
    response: TSchema,
    private readonly items: SharedItems,
  ) {
    const list = (response as { properties?: Record<string, { items?: TSchema }> }).properties?.[
      items.property
    ];
    if (!list?.items) throw new Error(`The response schema has no list named "${items.property}"`);
    this.itemSchema = list.items;
    this.emptyList = `"${items.property}":[]`;
  }

  /**
   * The answer's JSON: the shell (the answer with an empty list) serialised by the route's
   * response schema, with the items' bytes between its list's brackets. Byte for byte what
   * serialising the whole answer would give: the key is found by its text, which only a key of
   * that name can produce (inside a JSON string every quote is escaped), and the response schema
   * has one.
   */
  serialize(reply: FastifyReply, result: Record<string, unknown>): AnswerParts {
    const list = result[this.items.property];
    if (!Array.isArray(list)) return whole(Buffer.from(reply.serialize(result) as string));
    const shell = reply.serialize({ ...result, [this.items.property]: [] }) as string;
    const at = shell.indexOf(this.emptyList);
    if (at < 0) throw new Error(`The answer's shell has no "${this.items.property}" list`);
    const serializeItem = itemSerializer(this.itemSchema);
    const split = at + this.emptyList.length - 1;
    const head = Buffer.from(shell.slice(0, split));
    const tail = Buffer.from(shell.slice(split));
    let length = head.length + tail.length + Math.max(0, list.length - 1);
    const items = list.map((item: object): ItemBytes => {
      let bytes = isItemBytes(item) ? item : this.bytes.get(item);
      if (!bytes) {
        bytes = new BufferItem(Buffer.from(serializeItem(item)));
        this.bytes.set(item, bytes);
      }
      length += bytes.length;
      return bytes;
    });
    return { head, items, tail, length };
  }
}

/** One buffer as the parts of an answer. */
export const whole = (body: Buffer): AnswerParts => ({
  head: body,
  items: [],
  tail: EMPTY,
  length: body.length,
});

/** The answer as one new buffer (its only part itself, not a copy, when there is one). */
export function joined(answer: AnswerParts): Buffer {
  if (answer.items.length === 0 && answer.tail.length === 0) return answer.head;
  const body = Buffer.allocUnsafe(answer.length);
  writeAnswer(answer, body);
  return body;
}
