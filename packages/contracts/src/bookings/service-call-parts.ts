import { Type } from 'typebox';

/** Pieces the service calls' schemas share; not part of the API on their own. */

export const Id = Type.String({ minLength: 1, maxLength: 100 });
export const FilterSchema = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const ParticipantNotificationSchema = Type.Object({
  notifyParticipants: Type.Optional(Type.Boolean()),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});
