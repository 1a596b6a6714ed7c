import { Type } from 'typebox';

/** The answer of a call with nothing to say: `{}` with status 200 (reference §3.6). */
export const EmptyResponseSchema = Type.Object({});
