import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { base32Decode, hotp, stepAt } from '../../domains/identity/mfa/totp.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { memberTokensFor, setSignUpPolicy } from '../../testing/member-sign-in.js';
import { TEST_SECRETS_KEY } from '../../testing/secrets-key.js';
import { sql } from '../db/sql.js';
import { newSecretsKey, SecretBox, UnknownSecretKeyError } from './secret-box.js';

const PASSWORD = 'correct horse battery';

/**
 * The secrets the platform keeps (token signing keys, webhook signing keys, members' TOTP
 * secrets) are sealed in their columns: the raw rows give none away. A rotation re-seals them at
 * the next start, and what was signed or enrolled before keeps working.
 */
describe.each(testDialects)('secrets at rest on %s', (dialect) => {
  let t: TestApp;
  let totpSecret: string;
  const post = (url: string, payload: Record<string, unknown>, authorization: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const raw = async () => ({
    signing: await t.db.all<{ private_jwk: string }>(sql`SELECT private_jwk FROM signing_keys`),
    webhook: await t.db.all<{ private_key: string }>(sql`SELECT private_key FROM webhook_signing_keys`),
    factors: await t.db.all<{ secret: string }>(sql`SELECT secret FROM identity_factors`),
  });
  /** Another process of the platform on the same database, with these keys. */
  const anotherProcess = async (secretsKey: string) =>
    buildApp({
      config: loadConfig({ DATABASE_FILE: ':memory:', PASSWORD_HASH_COST: '12', SECRETS_KEY: secretsKey }),
      db: t.db,
      logger: false,
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await setSignUpPolicy(t, 'OPEN');
    const visitor = await t.visitorToken();
    const registered = await post(
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'sealed@example.com' }, password: PASSWORD },
      visitor,
    );
    const { accessToken } = await memberTokensFor(t, registered.json().sessionToken);
    const created = await post('/_api/iam/authentication/v1/factors', { factorType: 'TOTP' }, accessToken);
    expect(created.statusCode, created.body).toBe(200);
    totpSecret = created.json().totp.secret;
    const { factorId } = created.json().factor;
    const code = hotp(base32Decode(totpSecret), stepAt(new Date()));
    const activated = await post(
      `/_api/iam/authentication/v1/factors/${factorId}/activate`,
      { code },
      accessToken,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    // The site's webhook signing key is made when it is first asked for.
    const key = await t.app.inject({
      method: 'GET',
      url: '/webhooks/v1/signing-key',
      headers: { authorization: t.ownerApiKey },
    });
    expect(key.statusCode, key.body).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps no secret in clear: the raw columns hold sealed text only', async () => {
    const { signing, webhook, factors } = await raw();
    expect(signing.length).toBeGreaterThanOrEqual(3);
    expect(webhook).toHaveLength(1);
    expect(factors).toHaveLength(1);
    const stored = [
      ...signing.map((row) => row.private_jwk),
      ...webhook.map((row) => row.private_key),
      ...factors.map((row) => row.secret),
    ];
    for (const value of stored) {
      expect(value).toMatch(/^sealed:v1:/);
      // A JWK is JSON and a PEM has dashed lines: base64url text holds neither.
      expect(value).not.toMatch(/[{}"]|-----|PRIVATE/);
    }
    expect(factors[0]?.secret).not.toContain(totpSecret);
  });

  it('seals again under a new key at the next start, and what was signed before still verifies', async () => {
    const visitor = await t.visitorToken();
    const newKey = newSecretsKey();
    const before = await raw();
    // Rotation: the new key first, the old one after it while the rows are sealed again.
    const rotated = await anotherProcess(`${newKey},${TEST_SECRETS_KEY}`);
    const after = await raw();
    const newId = new SecretBox([Buffer.from(newKey, 'base64')]).currentKeyId;
    for (const value of [
      ...after.signing.map((row) => row.private_jwk),
      ...after.webhook.map((row) => row.private_key),
      ...after.factors.map((row) => row.secret),
    ])
      expect(value.startsWith(`sealed:v1:${newId}:`)).toBe(true);
    expect(after.factors[0]?.secret).not.toBe(before.factors[0]?.secret);
    await rotated.app.close();

    // With the new key alone: the token signed before the rotation is still good.
    const onlyNew = await anotherProcess(newKey);
    const products = await onlyNew.app.inject({
      method: 'GET',
      url: '/stores-reader/v1/products/query-platformized',
      headers: { authorization: visitor },
    });
    expect(products.statusCode, products.body).toBe(200);
    // And the member's authenticator app still signs in: its secret opened under the new key.
    const pending = await onlyNew.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      headers: { authorization: visitor },
      payload: { loginId: { email: 'sealed@example.com' }, password: PASSWORD },
    });
    expect(pending.json().state).toBe('REQUIRE_MFA');
    const passed = await onlyNew.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/totp/verify',
      headers: { authorization: visitor },
      payload: {
        stateToken: pending.json().stateToken,
        totpData: { code: hotp(base32Decode(totpSecret), stepAt(new Date()) + 1) },
      },
    });
    expect(passed.json().state, passed.body).toBe('SUCCESS');
    await onlyNew.app.close();

    // With the old key alone, the sealed rows cannot be opened: the start says which key it lacks.
    await expect(anotherProcess(TEST_SECRETS_KEY)).rejects.toThrow(UnknownSecretKeyError);
  });
});
