import { type Static, Type } from 'typebox';

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.String({ description: 'sqlite or postgres' }),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** `/readyz`: ready, with each check (`ok`); a process not ready answers 503 NOT_READY with them. */
export const ReadyResponseSchema = Type.Object({
  status: Type.Literal('ready'),
  checks: Type.Object({
    draining: Type.String(),
    database: Type.String(),
    migrations: Type.String(),
    jobs: Type.String(),
  }),
});
export type ReadyResponse = Static<typeof ReadyResponseSchema>;
