import type { HostedAuthorization } from './login-calls';

/**
 * Hands the app its answer, as its request asked: the browser goes to the redirect URI (replacing
 * this page, so Back does not return to a spent sign-in), or, for `web_message`, the answer is
 * posted to the frame's parent, to each origin the app allows and never to `*`, so no other page
 * can read the code. Returns false when nothing was delivered.
 */
export function deliver(answer: HostedAuthorization): boolean {
  if (answer.redirectUrl) {
    window.location.replace(answer.redirectUrl);
    return true;
  }
  const { message, targetOrigins = [] } = answer;
  if (!message || targetOrigins.length === 0) return false;
  for (const origin of targetOrigins) window.parent.postMessage(message, origin);
  return true;
}
