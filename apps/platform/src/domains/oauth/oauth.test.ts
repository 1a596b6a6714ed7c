import { ACCESS_TOKEN_PREFIX, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_SECRETS_KEY } from '../../testing/secrets-key.js';

/** Decodes the `data` claim the way the demo storefront does (reference §4.2). */
function tokenData(accessToken: string) {
  const payload = accessToken.slice(ACCESS_TOKEN_PREFIX.length).split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return { claims, data: JSON.parse(claims.data) };
}

describe.each(testDialects)('OAuth tokens on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const token = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/oauth2/token', payload: body });
  const anonymous = async (clientId = DEFAULT_CLIENT_ID) =>
    (await token({ clientId, grantType: 'anonymous' })).json();

  it('issues visitor tokens whose data claim names the meta site and the visitor', async () => {
    const response = await token({ clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(4 * 60 * 60);
    expect(body.refresh_token).toMatch(/^bzr_[A-Za-z0-9_-]{43}$/);
    const { claims, data } = tokenData(body.access_token);
    expect(data.instance.metaSiteId).toBe(t.siteId);
    expect(data.identity.type).toBe('ANONYMOUS_VISITOR');
    expect(data.identity.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(body.expires_in);
  });

  it('gives every anonymous grant a new visitor', async () => {
    const first = tokenData((await anonymous()).access_token).data.identity.visitorId;
    const second = tokenData((await anonymous()).access_token).data.identity.visitorId;
    expect(first).not.toBe(second);
  });

  it('renews with the same refresh token again and again, keeping the visitor', async () => {
    const visitor = await anonymous();
    const visitorId = tokenData(visitor.access_token).data.identity.visitorId;
    for (let round = 0; round < 3; round++) {
      const renewed = await token({
        clientId: DEFAULT_CLIENT_ID,
        grantType: 'refresh_token',
        refreshToken: visitor.refresh_token,
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().refresh_token).toBe(visitor.refresh_token);
      expect(tokenData(renewed.json().access_token).data.identity.visitorId).toBe(visitorId);
    }
  });

  it('refuses a refresh token after it is revoked', async () => {
    const visitor = await anonymous();
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/oauth2/revoke',
      payload: { token: visitor.refresh_token },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({});
    const renewed = await token({
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: visitor.refresh_token,
    });
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json()).toMatchObject({
      error: 'invalid_grant',
      details: { applicationError: { code: 'INVALID_GRANT' } },
    });
  });

  it('refuses unknown refresh tokens and tokens of another client', async () => {
    const other = await t.services.sites.createClient(t.siteId, { name: 'Second storefront' });
    const visitor = await anonymous();
    const crossed = await token({
      clientId: other.id,
      grantType: 'refresh_token',
      refreshToken: visitor.refresh_token,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error_description).toBe('The refresh token was issued to another client');
    const unknown = await token({
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: 'bzr_nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('invalid_grant');
  });

  it('refuses expired refresh tokens', async () => {
    const shortLived = await buildTestApp(dialect, { REFRESH_TOKEN_TTL_SECONDS: '0' });
    try {
      const visitor = (
        await shortLived.app.inject({
          method: 'POST',
          url: '/oauth2/token',
          payload: { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
        })
      ).json();
      const renewed = await shortLived.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: {
          clientId: DEFAULT_CLIENT_ID,
          grantType: 'refresh_token',
          refreshToken: visitor.refresh_token,
        },
      });
      expect(renewed.statusCode).toBe(400);
      expect(renewed.json().error).toBe('invalid_grant');
    } finally {
      await shortLived.close();
    }
  });

  it('refuses unknown and disabled client ids with invalid_client', async () => {
    const unknown = await token({ clientId: 'no-such-client', grantType: 'anonymous' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Unknown or disabled client id: no-such-client',
      details: { applicationError: { code: 'INVALID_CLIENT', data: {} } },
      error: 'invalid_client',
    });
    const client = await t.services.sites.createClient(t.siteId, { name: 'Retired storefront' });
    const visitor = await anonymous(client.id);
    await t.services.sites.updateClient(t.siteId, client.id, { disabled: true });
    expect((await token({ clientId: client.id, grantType: 'anonymous' })).json().error).toBe(
      'invalid_client',
    );
    const renewed = await token({
      clientId: client.id,
      grantType: 'refresh_token',
      refreshToken: visitor.refresh_token,
    });
    expect(renewed.json().error).toBe('invalid_client');
  });

  it('names a missing grant type or client id, and refuses grants it does not support', async () => {
    const missingGrant = await token({ clientId: DEFAULT_CLIENT_ID });
    expect(missingGrant.statusCode).toBe(400);
    expect(missingGrant.json().details.validationError.fieldViolations).toEqual([
      { field: 'grantType', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
    const missingClient = await token({ grantType: 'anonymous' });
    expect(missingClient.json().details.validationError.fieldViolations[0].field).toBe('clientId');
    const unsupported = await token({ clientId: DEFAULT_CLIENT_ID, grantType: 'password' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error).toBe('unsupported_grant_type');
  });

  it('accepts the snake_case form of the token request', async () => {
    const response = await token({ client_id: DEFAULT_CLIENT_ID, grant_type: 'anonymous' });
    expect(response.statusCode).toBe(200);
  });

  it('describes access tokens through token-info and publishes the verifying key', async () => {
    const visitor = await anonymous();
    const info = (
      await t.app.inject({
        method: 'POST',
        url: '/oauth2/token-info',
        payload: { token: visitor.access_token },
      })
    ).json();
    expect(info).toMatchObject({
      active: true,
      subjectType: 'VISITOR',
      clientId: DEFAULT_CLIENT_ID,
      siteId: t.siteId,
    });
    expect(info.subjectId).toBe(tokenData(visitor.access_token).data.identity.visitorId);
    const tampered = `${visitor.access_token.slice(0, -4)}AAAA`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token-info',
      payload: { token: tampered },
    });
    expect(refused.json()).toEqual({ active: false });
    const jwks = (await t.app.inject({ method: 'GET', url: '/oauth2/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('keeps the signing key across restarts on the same database', async () => {
    const visitor = await anonymous();
    const { buildApp } = await import('../../app.js');
    const { loadConfig } = await import('../../config.js');
    const second = await buildApp({
      config: loadConfig({ SECRETS_KEY: TEST_SECRETS_KEY }),
      db: t.db,
      logger: false,
    });
    try {
      const info = await second.app.inject({
        method: 'POST',
        url: '/oauth2/token-info',
        payload: { token: visitor.access_token },
      });
      expect(info.json().active).toBe(true);
    } finally {
      await second.app.close();
    }
  });
});
