/**
 * The SDK's shapes, derived from the wire types of `@bazaar/contracts` so that they are never
 * written twice (DESIGN.md, "One source of truth for wire shapes"). Each mirrors a runtime step
 * of this folder: `FromWire` what `fromWireResponse` makes of an answer, `SdkRequest` what
 * `toWireRequest` accepts for a request.
 */

/** The system keys the runtime renames (`renames.ts`), wire name → SDK name. */
interface SystemKeys {
  id: '_id';
  createdDate: '_createdDate';
  updatedDate: '_updatedDate';
}

/** The timestamps every module decodes (`STANDARD_DATE_KEYS` in `values.ts`), by wire name. */
type StandardDateKey = 'createdDate' | 'updatedDate';

type SdkKey<K> = K extends keyof SystemKeys ? SystemKeys[K] : K;

/** A decoded timestamp: a Date, or Dates for a key holding a list of them. */
type Decoded<V> = V extends readonly unknown[] ? Date[] : Date;

/**
 * The SDK form of a wire answer: `id`, `createdDate` and `updatedDate` renamed with a leading
 * underscore at every depth (arrays included), and the timestamps at `createdDate`, `updatedDate`
 * and the module's own `DateKeys` (the `dateKeys` it passes to `fromWireResponse`) as Dates.
 * Optional fields stay optional.
 *
 * @example
 * type Product = FromWire<WireProduct, 'lastUpdated'>; // _id: string; lastUpdated: Date; ...
 */
export type FromWire<T, DateKeys extends string = never> = T extends readonly (infer Item)[]
  ? FromWire<Item, DateKeys>[]
  : T extends Date
    ? T
    : T extends object
      ? {
          [K in keyof T as SdkKey<K>]: K extends StandardDateKey | DateKeys
            ? Decoded<T[K]>
            : FromWire<T[K], DateKeys>;
        }
      : T;

/**
 * The SDK form of a wire request: what a method takes so that `toWireRequest` sends `T`. The same
 * keys as `FromWire` carry their underscore (`_id` for `id`, at every depth); a timestamp at a
 * standard date key may be a Date, which travels as its ISO string.
 *
 * @example
 * type Lines = SdkRequest<UpdateLineItemsQuantityRequest>['lineItems']; // { _id: string; quantity: number }[]
 */
export type SdkRequest<T> = T extends readonly (infer Item)[]
  ? SdkRequest<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? {
          [K in keyof T as SdkKey<K>]: K extends StandardDateKey ? T[K] | Date : SdkRequest<T[K]>;
        }
      : T;
