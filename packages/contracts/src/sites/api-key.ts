import { type Static, Type } from 'typebox';

/** An API key gives its holder owner (elevated) access to one site. The secret is shown once. */
export const ApiKeySchema = Type.Object({
  id: Type.String(),
  siteId: Type.String(),
  name: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
});
export type ApiKey = Static<typeof ApiKeySchema>;

export const CreateApiKeyRequestSchema = Type.Object({
  apiKey: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
});
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequestSchema>;

export const CreateApiKeyResponseSchema = Type.Object({
  apiKey: ApiKeySchema,
  key: Type.String({ description: 'The secret; it is not stored and cannot be read again' }),
});

export const ApiKeyIdParamsSchema = Type.Object({ apiKeyId: Type.String({ minLength: 1 }) });
