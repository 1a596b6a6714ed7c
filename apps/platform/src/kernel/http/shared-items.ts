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
 * An item already serialised by `itemSerializer` for its list's item schema: the domain keeps
 * the bytes (presented products, by revision, in slabs) instead of the objects, which take
 * several times the memory, and hands an answer a view of them, sent as it is.
 */
export class ItemBytes<T = unknown> {
  /** The item's type, for the compiler only. */
  declare readonly item?: T;

  constructor(readonly bytes: Buffer) {}
}

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

const COMMA = Buffer.from(',');

/**
 * An answer's JSON as the pieces it is made of, in order: its shell's text around the list, and
 * each item's kept bytes. Sent as they are (`sendPieces`: one write of many pieces), never joined
 * unless it must be (compressed, or kept), so an answer of kept items costs no copy of them.
 */
export interface AnswerPieces {
  pieces: readonly Buffer[];
  length: number;
}

export class SharedItemBytes {
  private readonly bytes = new WeakMap<object, Buffer>();
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
  serialize(reply: FastifyReply, result: Record<string, unknown>): AnswerPieces {
    const list = result[this.items.property];
    if (!Array.isArray(list)) return whole(Buffer.from(reply.serialize(result) as string));
    const shell = reply.serialize({ ...result, [this.items.property]: [] }) as string;
    const at = shell.indexOf(this.emptyList);
    if (at < 0) throw new Error(`The answer's shell has no "${this.items.property}" list`);
    const serializeItem = itemSerializer(this.itemSchema);
    const split = at + this.emptyList.length - 1;
    const pieces: Buffer[] = [Buffer.from(shell.slice(0, split))];
    list.forEach((item: object, index) => {
      let bytes = item instanceof ItemBytes ? item.bytes : this.bytes.get(item);
      if (!bytes) {
        bytes = Buffer.from(serializeItem(item));
        this.bytes.set(item, bytes);
      }
      if (index > 0) pieces.push(COMMA);
      pieces.push(bytes);
    });
    pieces.push(Buffer.from(shell.slice(split)));
    return { pieces, length: pieces.reduce((sum, piece) => sum + piece.length, 0) };
  }
}

/** One buffer as the pieces of an answer. */
export const whole = (body: Buffer): AnswerPieces => ({ pieces: [body], length: body.length });

/** The pieces as one buffer (the only piece itself, not a copy, when there is one). */
export const joined = ({ pieces, length }: AnswerPieces): Buffer =>
  pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces, length);
