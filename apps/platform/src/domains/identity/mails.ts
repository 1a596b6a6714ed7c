import { RECOVERY_LINK_MINUTES, VERIFICATION_CODE_MINUTES } from '@bazaar/contracts';
import type { OutgoingMail } from '../mail/transport.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One look for every identity message: paragraphs of escaped text, and the code or button given. */
const htmlOf = (paragraphs: string[], highlight = '') =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328">
${paragraphs.map((text, index) => `${index === 1 && highlight ? `${highlight}\n` : ''}<p>${escapeHtml(text)}</p>`).join('\n')}
</body></html>`;

/** The message with a sign-up's verification code, in plain text and HTML. */
export function verificationMail(siteId: string, siteName: string, to: string, code: string): OutgoingMail {
  const lines = [
    `Your code to confirm your email for ${siteName} is ${code}.`,
    `It works for ${VERIFICATION_CODE_MINUTES} minutes. If you did not sign up, ignore this message: nothing happens without the code.`,
  ];
  const html = htmlOf(
    [`Your code to confirm your email for ${siteName} is`, lines[1] as string],
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>`,
  );
  return { siteId, to, subject: `${code} is your ${siteName} code`, text: lines.join('\n\n'), html };
}

/**
 * A link to set a password: `reset` when the member asked for it (forgot password), `activation`
 * when the owner invites a member to set one.
 */
export function passwordLinkMail(
  kind: 'reset' | 'activation',
  siteId: string,
  siteName: string,
  to: string,
  link: string,
): OutgoingMail {
  const [subject, lead, button, tail] =
    kind === 'reset'
      ? [
          `Reset your ${siteName} password`,
          `Someone asked to reset the password of your ${siteName} account. To choose a new password, open this link:`,
          'Choose a new password',
          'If it was not you, ignore this message: your password stays as it is.',
        ]
      : [
          `Set your ${siteName} password`,
          `${siteName} made you a member account. To choose your password and sign in, open this link:`,
          'Set your password',
          'If you did not expect this, ignore this message.',
        ];
  const works = `The link works once, for ${RECOVERY_LINK_MINUTES} minutes.`;
  const text = [lead, link, `${works} ${tail}`].join('\n\n');
  const html = htmlOf(
    [lead, `${works} ${tail}`],
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1f2328;color:#fff;border-radius:6px;text-decoration:none">${button}</a></p>`,
  );
  return { siteId, to, subject, text, html };
}

/** Said after every password change, so a change the member did not make does not go unseen. */
export function passwordChangedMail(siteId: string, siteName: string, to: string): OutgoingMail {
  const lines = [
    `The password of your ${siteName} account was just changed, and every other device was signed out.`,
    `If it was not you, ask for a new password with "Forgot password?" on the sign-in page, and tell ${siteName}.`,
  ];
  return {
    siteId,
    to,
    subject: `Your ${siteName} password was changed`,
    text: lines.join('\n\n'),
    html: htmlOf(lines),
  };
}

/** A sign-in's second-factor code, for a member whose second factor is their email. */
export function signInCodeMail(siteId: string, siteName: string, to: string, code: string): OutgoingMail {
  const lines = [
    `Your code to sign in to ${siteName} is ${code}.`,
    `It works for ${VERIFICATION_CODE_MINUTES} minutes. If you did not just sign in, someone knows your password: change it now.`,
  ];
  const html = htmlOf(
    [`Your code to sign in to ${siteName} is`, lines[1] as string],
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>`,
  );
  return { siteId, to, subject: `${code} is your ${siteName} sign-in code`, text: lines.join('\n\n'), html };
}
