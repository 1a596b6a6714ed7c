import type { SiteRole } from '@bazaar/contracts';
import type { OutgoingMail } from '../mail/transport.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const ROLE_WORDS: Record<SiteRole, string> = {
  OWNER: 'an owner',
  MANAGER: 'a manager',
  STAFF: 'staff',
};

/** The invitation to work on a site: who asked is the site, what as, and the link that accepts. */
export function invitationMail(
  siteId: string,
  siteName: string,
  to: string,
  role: SiteRole,
  link: string,
  days: number,
): OutgoingMail {
  const lead = `You are invited to work on ${siteName} as ${ROLE_WORDS[role]}. To accept, open this link:`;
  const tail = `The link works for ${days} days. If you did not expect this, ignore this message: nothing happens without it.`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1f2328;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p>${escapeHtml(tail)}</p>
</body></html>`;
  return {
    siteId,
    to,
    subject: `You are invited to ${siteName}`,
    text: [lead, link, tail].join('\n\n'),
    html,
  };
}
