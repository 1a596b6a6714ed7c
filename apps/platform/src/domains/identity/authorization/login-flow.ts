import { ValidationError } from '../../../kernel/errors.js';
import type { RedirectFlow } from '../../redirects/flows.js';

/**
 * `login`: a sign-in on the hosted login page that returns to another hosted page of the platform
 * (the plan "Order summary" asks its visitor to sign in, then shows the summary again, signed in).
 * The sign-in stays on the platform's origin: an app signs its members in with an `auth` session,
 * which hands it a code, so `postFlowUrl` must be a page of the platform.
 */
export function loginFlow(publicUrl: string): RedirectFlow {
  const origin = new URL(publicUrl).origin;
  return {
    flavour: 'login',
    hostedPath: '/hosted/login',
    async validate(_identity, request) {
      if (!request.login) return;
      const back = request.callbacks?.postFlowUrl;
      if (!back || new URL(back).origin !== origin || !new URL(back).pathname.startsWith('/hosted/'))
        throw ValidationError.field(
          'callbacks.postFlowUrl',
          'must be a page of the platform (an app signs its members in with an auth session)',
        );
    },
  };
}
