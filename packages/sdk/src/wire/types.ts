type Renamed<K> = K extends 'id'
  ? '_id'
  : K extends 'createdDate'
    ? '_createdDate'
    : K extends 'updatedDate'
      ? '_updatedDate'
      : K;

/**
 * The SDK form of a wire type: `id`, `createdDate`, `updatedDate` renamed with a leading
 * underscore at every level, and those timestamps as Dates.
 */
export type FromWire<T> = T extends readonly (infer Item)[]
  ? FromWire<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? {
          [K in keyof T as Renamed<K>]: K extends 'createdDate' | 'updatedDate' ? Date : FromWire<T[K]>;
        }
      : T;
