import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { freshEmail, loginLink, mailedCode, PASSWORD, PLATFORM } from './hosted-login-helpers';

/** The SDK as a browser script (`window.BazaarSdk`), built from its source for this test. */
async function sdkScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "export { OAuthStrategy } from '@bazaar/sdk';",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    globalName: 'BazaarSdk',
    platform: 'browser',
    conditions: ['source'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

interface Outcome {
  role?: string;
  error?: string;
  frames: number;
}

test('direct login: a sign-in made in the page becomes member tokens through a hidden frame', async ({
  page,
  request,
}) => {
  // A member with a confirmed email, made through the login page's API.
  const email = freshEmail('june');
  const { session } = await loginLink(request);
  const call = async (path: string, data: Record<string, unknown>) =>
    request.post(`${PLATFORM}/hosted/v1/login-session${path}`, { data: { session, ...data } });
  const { stateToken } = await (await call('/register', { loginId: { email }, password: PASSWORD })).json();
  expect((await call('/verify', { stateToken, code: await mailedCode(request, email) })).status()).toBe(200);

  // An app on an origin the demo client allows: the storefront's.
  await page.goto('/');
  await page.addScriptTag({ content: await sdkScript() });
  const run = (sessionToken: string | null, timeoutMs?: number) =>
    page.evaluate(
      async ({ clientId, platform, email, password, sessionToken, timeoutMs }): Promise<Outcome> => {
        type Sdk = {
          OAuthStrategy(options: object): {
            getAuthHeaders(): Promise<Record<string, string>>;
            getMemberTokensForDirectLogin(
              token: string,
              timeout?: number,
            ): Promise<{ refreshToken: { role: string } }>;
          };
        };
        const auth = (window as unknown as { BazaarSdk: Sdk }).BazaarSdk.OAuthStrategy({
          clientId,
          host: { apiBaseUrl: platform },
        });
        let token = sessionToken;
        if (token === null) {
          const signedIn = await fetch(`${platform}/_api/iam/authentication/v2/login`, {
            method: 'POST',
            headers: { ...(await auth.getAuthHeaders()), 'content-type': 'application/json' },
            body: JSON.stringify({ loginId: { email }, password }),
          });
          token = ((await signedIn.json()) as { sessionToken: string }).sessionToken;
        }
        try {
          const tokens = await auth.getMemberTokensForDirectLogin(token, timeoutMs);
          return { role: tokens.refreshToken.role, frames: document.querySelectorAll('iframe').length };
        } catch (error) {
          return { error: (error as Error).message, frames: document.querySelectorAll('iframe').length };
        }
      },
      { clientId: DEFAULT_CLIENT_ID, platform: PLATFORM, email, password: PASSWORD, sessionToken, timeoutMs },
    );

  expect(await run(null)).toEqual({ role: 'member', frames: 0 });
  // A session token the platform did not give: the page answers login_required, silently.
  expect(await run('not-a-session-token')).toEqual({ error: 'The member is not signed in', frames: 0 });
  // No answer in time: the official message, and the frame is gone.
  expect(await run('not-a-session-token', 1)).toEqual({ error: 'OAuth flow timed out', frames: 0 });
});
