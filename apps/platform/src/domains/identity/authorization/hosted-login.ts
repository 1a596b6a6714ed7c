import type {
  AuthFlavour,
  AuthRequest,
  HostedAuthorizeRequest,
  HostedAuthorizeResponse,
  HostedLoginRequest,
  HostedLoginSession,
  HostedRecoveryRequest,
  HostedRegisterRequest,
  HostedResendRequest,
  HostedVerifyFactorRequest,
  HostedVerifyRequest,
  StateMachineResponse,
} from '@bazaar/contracts';
import { DEFAULT_SIGN_UP_POLICY } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import type { RedirectsService } from '../../redirects/service.js';
import { redirectOriginsOf } from '../../sites/redirect-origins.js';
import type { SitesService } from '../../sites/service.js';
import type { MfaService } from '../mfa/service.js';
import type { RecoveryService } from '../recovery.js';
import type { IdentityService } from '../service.js';
import type { IdentityTokens } from '../tokens.js';
import { issueAuthorizationCode } from './authorization-codes.js';

type Outcome = { code: string } | { error: string; errorDescription: string };

/**
 * The code (or the error) delivered as the request asked (reference §4.3): appended to the
 * redirect URI's fragment (the default) or query, or posted to the parent frame (`web_message`),
 * only to the origins the client allows.
 */
function deliver(request: AuthRequest, outcome: Outcome, allowedOrigins: string[]): HostedAuthorizeResponse {
  const mode = request.responseMode ?? 'fragment';
  if (mode === 'web_message') {
    return { message: { ...outcome, state: request.state }, targetOrigins: allowedOrigins };
  }
  const params: Record<string, string> =
    'code' in outcome
      ? { code: outcome.code, state: request.state }
      : { error: outcome.error, error_description: outcome.errorDescription, state: request.state };
  // The flow checked the URI against the client's list when the session was made.
  const url = new URL(request.redirectUri as string);
  if (mode === 'query') for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  else url.hash = new URLSearchParams(params).toString();
  return { redirectUrl: url.toString() };
}

/**
 * Where the page's "Back to the site" leads: a `login` session's page, or the app's redirect URI
 * with the OAuth answer for a sign-in the person walked away from (`access_denied`), which an app
 * takes as "still a visitor". A frame's message has no page to go back to.
 */
function backUrlOf(auth: AuthFlavour | undefined, returnTo: string | undefined): { backUrl?: string } {
  if (returnTo) return { backUrl: returnTo };
  if (!auth || auth.authRequest.responseMode === 'web_message' || !auth.authRequest.redirectUri) return {};
  const answer = deliver(
    auth.authRequest,
    { error: 'access_denied', errorDescription: 'The member went back without signing in' },
    [],
  );
  return answer.redirectUrl ? { backUrl: answer.redirectUrl } : {};
}

const notAnAuthSession = () =>
  new ApplicationError({
    status: 404,
    code: 'SESSION_NOT_FOUND',
    description: 'This sign-in link is not valid',
  });

/**
 * The API of the hosted login page: what to show, and the authorization itself, which turns a
 * sign-in's session token (from the page's own sign-in, or the app's for `prompt: none`) into a
 * single-use code for the client, bound to its redirect URI and PKCE challenge.
 */
export function createHostedLogin(deps: {
  db: Database;
  clock: Clock;
  redirects: Pick<RedirectsService, 'openSession'>;
  sites: Pick<SitesService, 'getSite' | 'findActiveClient'>;
  identity: Pick<IdentityService, 'memberRecord' | 'register' | 'login' | 'verify' | 'resend'>;
  recovery: Pick<RecoveryService, 'mailResetLink'>;
  mfa: Pick<MfaService, 'verify'>;
  tokens: IdentityTokens;
  publicUrl: string;
}) {
  async function authSession(session: string) {
    const opened = await deps.redirects.openSession(session);
    const auth = opened.request.auth;
    if (opened.flavour !== 'auth' || !auth || opened.identity.kind === 'owner') throw notAnAuthSession();
    return { siteId: opened.identity.siteId, auth, visitor: opened.identity };
  }

  /**
   * A session the login page signs in for: `auth` (the app gets a code) or `login` (the browser
   * returns to the platform page in `postFlowUrl`, signed in there).
   */
  async function loginSession(session: string) {
    const opened = await deps.redirects.openSession(session);
    const { auth } = opened.request;
    const returnTo = opened.flavour === 'login' ? opened.request.callbacks?.postFlowUrl : undefined;
    if (opened.identity.kind === 'owner' || (!(opened.flavour === 'auth' && auth) && !returnTo))
      throw notAnAuthSession();
    return { siteId: opened.identity.siteId, auth, returnTo, visitor: opened.identity };
  }

  /** The visitor who opened the login page: the page signs them up or in on the session's site. */
  const visitorOf = async (session: string) => (await loginSession(session)).visitor;

  /** The member a session token stands for, when it is valid, of this site, and the member active. */
  async function signedInMember(siteId: string, sessionToken: string | undefined) {
    const claims = sessionToken ? await deps.tokens.read(sessionToken, 'session') : undefined;
    if (!claims || claims.siteId !== siteId) return undefined;
    const member = await deps.identity.memberRecord(siteId, claims.identityId);
    return member?.status === 'ACTIVE' ? member : undefined;
  }

  return {
    async describe(session: string): Promise<HostedLoginSession> {
      const { siteId, auth, returnTo } = await loginSession(session);
      const site = await deps.sites.getSite(siteId);
      return {
        siteName: site.displayName,
        prompt: auth?.prompt ?? 'login',
        responseMode: auth?.authRequest.responseMode ?? 'fragment',
        memberSignUp: site.settings.memberSignUp ?? DEFAULT_SIGN_UP_POLICY,
        ...(returnTo ? { returnTo } : {}),
        ...backUrlOf(auth, returnTo),
      };
    },

    async register({ session, ...request }: HostedRegisterRequest): Promise<StateMachineResponse> {
      return deps.identity.register(await visitorOf(session), request);
    },

    async login({ session, ...request }: HostedLoginRequest, address: string): Promise<StateMachineResponse> {
      return deps.identity.login(await visitorOf(session), request, address);
    },

    async verify({ session, code, stateToken }: HostedVerifyRequest): Promise<StateMachineResponse> {
      return deps.identity.verify(await visitorOf(session), code, stateToken);
    },

    async verifyFactor({
      session,
      factorType,
      ...request
    }: HostedVerifyFactorRequest): Promise<StateMachineResponse> {
      return deps.mfa.verify(await visitorOf(session), factorType, request);
    },

    async resend({ session, stateToken }: HostedResendRequest): Promise<StateMachineResponse> {
      return deps.identity.resend(await visitorOf(session), stateToken);
    },

    /** "Forgot password?": the mailed link's page returns to this sign-in once the password is set. */
    async recover({ session, email }: HostedRecoveryRequest): Promise<object> {
      const { siteId } = await loginSession(session);
      const returnUrl = `${deps.publicUrl}/hosted/login?${new URLSearchParams({ session })}`;
      await deps.recovery.mailResetLink(siteId, email, returnUrl);
      return {};
    },

    async authorize(request: HostedAuthorizeRequest): Promise<HostedAuthorizeResponse> {
      const { siteId, auth, visitor } = await authSession(request.session);
      const { authRequest } = auth;
      const client = await deps.sites.findActiveClient(authRequest.clientId);
      const allowedOrigins = redirectOriginsOf(client);
      const member =
        client && (await signedInMember(siteId, request.sessionToken ?? authRequest.sessionToken));
      if (!member) {
        // A silent request is answered, not shown a page: the app learns it must ask for a sign-in.
        if (auth.prompt === 'none')
          return deliver(
            authRequest,
            { error: 'login_required', errorDescription: 'The member is not signed in' },
            allowedOrigins,
          );
        throw new ApplicationError({
          status: 401,
          code: 'SIGN_IN_REQUIRED',
          description: 'Sign in first: the sign-in was not made or has expired',
        });
      }
      const code = await issueAuthorizationCode(deps.db, deps.clock, {
        siteId,
        clientId: authRequest.clientId,
        redirectUri: authRequest.redirectUri ?? '',
        codeChallenge: authRequest.codeChallenge,
        memberId: member.id,
        ...(visitor.visitorId ? { visitorId: visitor.visitorId } : {}),
      });
      return deliver(authRequest, { code }, allowedOrigins);
    },
  };
}

export type HostedLogin = ReturnType<typeof createHostedLogin>;
