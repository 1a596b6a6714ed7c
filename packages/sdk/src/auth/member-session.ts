import type {
  CreateRedirectSessionRequest,
  CreateRedirectSessionResponse,
  Prompt,
  ResponseMode,
  TokenRequest,
} from '@bazaar/contracts';
import { BazaarError } from '../errors.js';
import type { HttpClient } from '../http.js';
import {
  CODE_CHALLENGE_METHOD,
  generateCodeChallenge,
  generateCodeVerifier,
  generateState,
  parseAuthorizationResponse,
} from './pkce.js';
import type { Tokens } from './tokens.js';

/** What `generateOAuthData` returns and the login callback needs back (keep it until then). */
export interface OAuthData {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  redirectUri: string;
  originalUri: string;
}

export interface AuthUrlOptions {
  /** `login` (the default) always shows the page; `none` answers at once, with a code or `login_required`. */
  prompt?: Prompt;
  /** Where the code comes back: the redirect URI's fragment (the default), its query, or a message. */
  responseMode?: ResponseMode;
  /** A sign-in's session token (from `login` or `register`): authorizes without a page. */
  sessionToken?: string;
}

interface Context {
  clientId: string;
  /** A client that calls with the strategy's current tokens (the visitor's, or the member's). */
  http: () => HttpClient;
  tokenEndpoint: (request: TokenRequest, role: 'member') => Promise<Tokens>;
  clearTokens: () => void;
}

const createSession = async (http: HttpClient, request: CreateRedirectSessionRequest) =>
  (
    await http.request<CreateRedirectSessionResponse>({
      method: 'POST',
      url: '/redirect-session/v1/redirect-session',
      body: request,
    })
  ).redirectSession;

/**
 * A member's sign-in and sign-out through the platform's hosted pages (reference §4.3, §4.6),
 * with the official client's names and messages: the auth URL of a PKCE request, the code
 * exchanged for member tokens, and the logout URL.
 */
/** How long the direct login waits for the hidden frame's answer (the official client's figure). */
const DIRECT_LOGIN_TIMEOUT_MS = 120_000;

interface FrameAnswer {
  code?: string;
  state: string;
  error?: string;
  errorDescription?: string;
}

/**
 * Loads `url` in a hidden frame and waits for its answer: a message from that page's own origin
 * (unlike the official client, which takes one from anywhere) naming `state`.
 */
function answerFromHiddenFrame(url: string, state: string, timeoutMs: number): Promise<FrameAnswer> {
  if (typeof document === 'undefined' || typeof window === 'undefined')
    return Promise.reject(
      new Error('getMemberTokensForDirectLogin runs in a browser: it needs a hidden frame'),
    );
  const origin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.title = 'Sign-in';
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<FrameAnswer> | null;
      if (event.origin !== origin || !data || data.state !== state) return;
      finish();
      resolve(data as FrameAnswer);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('OAuth flow timed out'));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.appendChild(frame);
  });
}

export function memberSessionCalls(context: Context) {
  const calls = {
    /** The hosted login page for this PKCE request; send the browser to `authUrl`. */
    async getAuthUrl(oauthData: OAuthData, options: AuthUrlOptions = {}) {
      const session = await createSession(context.http(), {
        auth: {
          authRequest: {
            ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
            clientId: context.clientId,
            codeChallenge: oauthData.codeChallenge,
            codeChallengeMethod: 'S256',
            responseMode: options.responseMode ?? 'fragment',
            responseType: 'code',
            scope: 'offline_access',
            state: oauthData.state,
            ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
          },
          prompt: options.prompt ?? 'login',
        },
      });
      return {
        authUrl: session.fullUrl,
        authorizationEndpoint: session.urlDetails.endpoint,
        sessionToken: session.sessionToken,
      };
    },

    /**
     * Member tokens for the code the login page sent back. Throws 'Missing code or _state' or
     * 'Invalid _state' before any call when the callback does not belong to `oauthData`, and
     * 'Failed to get member tokens' when the platform refuses the code. Keep the answer with
     * `setTokens`.
     */
    async getMemberTokens(code: string, state: string, oauthData: OAuthData): Promise<Tokens> {
      if (!code || !state) throw new Error('Missing code or _state');
      if (state !== oauthData.state) throw new Error('Invalid _state');
      try {
        return await context.tokenEndpoint(
          {
            clientId: context.clientId,
            grantType: 'authorization_code',
            ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
            code,
            codeVerifier: oauthData.codeVerifier,
          },
          'member',
        );
      } catch (cause) {
        const details = cause instanceof BazaarError ? cause.details : {};
        throw new BazaarError('Failed to get member tokens', 'application', details, undefined, undefined, {
          cause,
        });
      }
    },

    /**
     * Mails `email` a link to the platform's reset page, which returns to `redirectUri` (one of
     * the client's allowed redirect URIs) once a new password is set. It resolves the same
     * whether or not the email has an account.
     */
    async sendPasswordResetEmail(email: string, redirectUri: string): Promise<void> {
      await context.http().request({
        method: 'POST',
        url: '/_api/iam/recovery/v1/send-email',
        body: { email, redirect: { url: redirectUri, clientId: context.clientId } },
      });
    },

    /**
     * Member tokens for a sign-in made in the app itself (`login` or `register` answered SUCCESS
     * with a `sessionToken`), without leaving the page: the platform's login page answers silently
     * in a hidden frame, and its code is exchanged as usual. Fails with 'OAuth flow timed out'
     * after two minutes without an answer. Browser only.
     */
    async getMemberTokensForDirectLogin(
      sessionToken: string,
      timeoutMs = DIRECT_LOGIN_TIMEOUT_MS,
    ): Promise<Tokens> {
      const codeVerifier = generateCodeVerifier();
      const oauthData: OAuthData = {
        state: generateState(),
        codeVerifier,
        codeChallenge: await generateCodeChallenge(codeVerifier),
        codeChallengeMethod: CODE_CHALLENGE_METHOD,
        redirectUri: '',
        originalUri: '',
      };
      const { authUrl } = await calls.getAuthUrl(oauthData, {
        prompt: 'none',
        responseMode: 'web_message',
        sessionToken,
      });
      const answer = await answerFromHiddenFrame(authUrl, oauthData.state, timeoutMs);
      if (!answer.code)
        throw new BazaarError(answer.errorDescription ?? 'The sign-in was not accepted', 'application', {
          applicationError: {
            code: answer.error ?? 'login_required',
            description: answer.errorDescription ?? '',
            data: {},
          },
        });
      return calls.getMemberTokens(answer.code, answer.state, oauthData);
    },

    /** The code and state of a callback URL, checked against the stored OAuth data. */
    parseFromUrl(url: string | URL, oauthData: Pick<OAuthData, 'state'>) {
      return parseAuthorizationResponse(url, oauthData.state);
    },

    /**
     * The hosted logout page, which ends this member session on the platform and then sends the
     * browser to `postFlowUrl`. The tokens kept here are cleared at once.
     */
    async logout(postFlowUrl: string): Promise<{ logoutUrl: string }> {
      const session = await createSession(context.http(), {
        logout: { clientId: context.clientId },
        callbacks: { postFlowUrl },
      });
      context.clearTokens();
      return { logoutUrl: session.fullUrl };
    },
  };
  return calls;
}
