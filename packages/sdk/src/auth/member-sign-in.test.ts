import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type RunningPlatform, startPlatform } from '../test/platform.js';
import { OAuthStrategy } from './oauth.js';

const PASSWORD = 'correct horse battery';

describe.each(dialects)(
  'OAuthStrategy register, login and processVerification against the platform on %s',
  (dialect) => {
    let platform: RunningPlatform;
    const strategy = () =>
      OAuthStrategy({ clientId: DEFAULT_CLIENT_ID, host: { apiBaseUrl: platform.baseUrl } });

    /** The newest code mailed to `to`, from the development mailbox, as the owner reads it. */
    async function mailedCode(to: string): Promise<string> {
      const response = await fetch(`${platform.baseUrl}/mail/v1/messages?to=${encodeURIComponent(to)}`, {
        headers: { authorization: platform.ownerApiKey },
      });
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      return /is (\d{6})\./.exec(messages[0]?.text ?? '')?.[1] ?? '';
    }

    beforeAll(async () => {
      platform = await startPlatform(dialect);
    });
    afterAll(() => platform.close());

    it('registers pending the mailed code, verifies it, then signs in', async () => {
      const auth = strategy();
      const registered = await auth.register({
        email: 'ada@example.com',
        password: PASSWORD,
        profile: { nickname: 'Ada' },
      });
      expect(registered).toMatchObject({
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: expect.any(String) },
      });
      const verified = await auth.processVerification({
        verificationCode: await mailedCode('ada@example.com'),
      });
      expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
      await expect(auth.processVerification({ verificationCode: '123456' })).rejects.toThrow(
        /No sign-in is waiting/,
      );

      const signedIn = await strategy().login({ email: 'ada@example.com', password: PASSWORD });
      expect(signedIn).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    });

    it('answers refusals as FAILURE states with the official error codes', async () => {
      const auth = strategy();
      expect(await auth.login({ email: 'ada@example.com', password: 'not the password' })).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidPassword',
      });
      expect(await auth.register({ email: 'ada@example.com', password: PASSWORD })).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'emailAlreadyExists',
      });
      expect(await auth.register({ email: 'not-an-email', password: PASSWORD })).toMatchObject({
        loginState: 'FAILURE',
        errorCode: 'invalidEmail',
      });
      const short = await auth.register({ email: 'short@example.com', password: 'short' });
      expect(short.loginState).toBe('FAILURE');
      expect(short).not.toHaveProperty('errorCode');
    });
  },
);
