/** A boolean field's value as a byte by slot (`KeptRows.flagsOf`); `none` for a free slot. */
export const FLAG = { none: 0, false: 1, true: 2, null: 3 } as const;
