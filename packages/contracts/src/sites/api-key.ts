import { type Static, Type } from 'typebox';
import { SiteRoleSchema } from './roles.js';

/**
 * An API key gives its holder back-office access to one site, as the role it was made with. The
 * secret is shown once, when it is created; lists show the key without it.
 */
export const ApiKeySchema = Type.Object({
  id: Type.String(),
  siteId: Type.String(),
  name: Type.String(),
  role: SiteRoleSchema,
  createdDate: Type.String({ format: 'date-time' }),
});
export type ApiKey = Static<typeof ApiKeySchema>;

/** `role` defaults to OWNER. */
export const CreateApiKeyRequestSchema = Type.Object({
  apiKey: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 200 }),
    role: Type.Optional(SiteRoleSchema),
  }),
});
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequestSchema>;

export const CreateApiKeyResponseSchema = Type.Object({
  apiKey: ApiKeySchema,
  key: Type.String({ description: 'The secret; it is not stored and cannot be read again' }),
});

export const ListApiKeysResponseSchema = Type.Object({ apiKeys: Type.Array(ApiKeySchema) });
export type ListApiKeysResponse = Static<typeof ListApiKeysResponseSchema>;

export const ApiKeyIdParamsSchema = Type.Object({ apiKeyId: Type.String({ minLength: 1 }) });
