import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import type { MailService } from '../mail/module.js';
import type { OAuthService } from '../oauth/service.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { attemptWindows, attemptWindowsMigration } from './attempt-windows.js';
import { authFlow } from './authorization/auth-flow.js';
import { authorizedClientGrant } from './authorization/authorized-client-grant.js';
import { authorizationCodeGrant } from './authorization/grant.js';
import { createHostedLogin } from './authorization/hosted-login.js';
import { loginFlow } from './authorization/login-flow.js';
import { createHostedLogout, logoutFlow } from './authorization/logout-flow.js';
import {
  authorizationCodeSessionMigration,
  authorizationCodesMigration,
  authorizationCodeVisitorMigration,
} from './authorization/migrations.js';
import { hostedLoginRoutes } from './authorization/routes.js';
import { createMemberAdmin } from './member-admin.js';
import { factorSecretColumn } from './mfa/factors-repo.js';
import { factorsMigration } from './mfa/migrations.js';
import { mfaRoutes } from './mfa/routes.js';
import { createMfaService } from './mfa/service.js';
import { identitiesMigration, identityCodeDetailsMigration, identityCodesMigration } from './migrations.js';
import { createPasswords } from './passwords.js';
import { PRUNE_JOB, pruneHandler } from './pruning.js';
import { createRecoveryService } from './recovery.js';
import { recoveryRoutes } from './recovery-routes.js';
import { identityRoutes } from './routes.js';
import { createIdentityService } from './service.js';
import { sessionMember, sessionMemberRoutes } from './session-member.js';
import { signInThrottles, signInThrottlesMigration } from './sign-in-throttles.js';
import { identityTokens } from './tokens.js';

export interface IdentityNeeds {
  sites: Pick<SitesService, 'getSite' | 'findActiveClient'>;
  mail: MailService;
  oauth: Pick<OAuthService, 'registerGrant' | 'endSession' | 'endMemberSessions' | 'clientOfOwnerServer'>;
  redirects: Pick<RedirectsService, 'openSession'> & { registerFlow(flow: RedirectFlow): void };
}

/**
 * Members' identities: sign-up, sign-in and email verification, with their own signed tokens;
 * and the OAuth authorization that turns a sign-in into member tokens for an app (the `auth`
 * redirect flow, the hosted login page's API, the `authorization_code` grant).
 */
export const identityModule = defineModule({
  name: 'identity',
  apiSections: [
    {
      name: 'Identity',
      description: 'Sign-up, sign-in, email confirmation, two-step and password recovery.',
    },
  ],
  sealedColumns: [factorSecretColumn],
  migrations: [
    identitiesMigration,
    identityCodesMigration,
    attemptWindowsMigration,
    authorizationCodesMigration,
    identityCodeDetailsMigration,
    authorizationCodeSessionMigration,
    factorsMigration,
    authorizationCodeVisitorMigration,
    signInThrottlesMigration,
  ],
  needs: ['sites', 'mail', 'oauth', 'redirects'],
  create: async ({ sites, mail, oauth, redirects }: IdentityNeeds, { db, clock, config, secrets }) => {
    const tokens = identityTokens(await loadSigningKey(db, secrets, 'identity-tokens'), clock);
    const attempts = attemptWindows(db, clock);
    const throttles = signInThrottles(db, clock);
    const { publicUrl } = config;
    const passwords = createPasswords({
      cost: config.passwordHashCost,
      concurrency: config.passwordHashConcurrency,
      queueDepth: config.passwordHashQueue,
    });
    const mfa = createMfaService({ db, clock, sites, mail, tokens, attempts, secrets });
    const identity = createIdentityService({
      db,
      clock,
      sites,
      mail,
      tokens,
      attempts,
      throttles,
      passwords,
      mfa,
    });
    const recovery = createRecoveryService({
      db,
      clock,
      sites,
      mail,
      oauth,
      attempts,
      throttles,
      passwords,
      publicUrl,
    });
    redirects.registerFlow(authFlow(sites));
    redirects.registerFlow(logoutFlow);
    redirects.registerFlow(loginFlow(publicUrl));
    oauth.registerGrant('authorization_code', authorizationCodeGrant(db, clock, identity, oauth));
    oauth.registerGrant('authorized_client', authorizedClientGrant(identity, tokens));
    return {
      ...identity,
      recovery,
      mfa,
      passwords,
      admin: createMemberAdmin({ db, clock, oauth, attempts, throttles }),
      oauth,
      tokens,
      hosted: createHostedLogin({ db, clock, redirects, sites, identity, recovery, mfa, tokens, publicUrl }),
      hostedLogout: createHostedLogout({ redirects, sites, oauth }),
      sessionMember: sessionMember(redirects, identity),
    };
  },
  jobs: (_identity, _needs, { clock }): Record<string, JobHandler> => ({ [PRUNE_JOB]: pruneHandler(clock) }),
  routes: (identity) => async (app: FastifyInstance) => {
    for (const register of [
      identityRoutes(identity, identity),
      recoveryRoutes(identity.recovery),
      mfaRoutes(identity.mfa),
      hostedLoginRoutes(identity.hosted, identity.hostedLogout, identity.recovery),
      sessionMemberRoutes(identity.sessionMember),
    ])
      await register(app);
  },
});
