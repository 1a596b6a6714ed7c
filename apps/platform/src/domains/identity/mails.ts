import { VERIFICATION_CODE_MINUTES } from '@bazaar/contracts';
import type { OutgoingMail } from '../mail/transport.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The message with a sign-up's verification code, in plain text and HTML. */
export function verificationMail(siteId: string, siteName: string, to: string, code: string): OutgoingMail {
  const text = [
    `Your code to confirm your email for ${siteName} is ${code}.`,
    '',
    `It works for ${VERIFICATION_CODE_MINUTES} minutes. If you did not sign up, ignore this message: nothing happens without the code.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328">
<p>Your code to confirm your email for ${escapeHtml(siteName)} is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>It works for ${VERIFICATION_CODE_MINUTES} minutes. If you did not sign up, ignore this message: nothing happens without the code.</p>
</body></html>`;
  return { siteId, to, subject: `${code} is your ${siteName} code`, text, html };
}
