import { type Static, Type } from 'typebox';

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.String({ description: 'sqlite or postgres' }),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;
