import type { Member } from '@bazaar/sdk/members';

const STATUS: Record<string, string> = {
  APPROVED: 'Active',
  PENDING: 'Waiting for approval',
  BLOCKED: 'Blocked',
  OFFLINE: 'Added by the owner',
  UNKNOWN: 'Unknown',
};
export const memberStatusWords = (status: string) => STATUS[status] ?? status;

/** The name a member goes by here: their own name, else their nickname, else their email. */
export const memberName = (member: Member) => {
  const full = [member.contact?.firstName, member.contact?.lastName].filter(Boolean).join(' ');
  return full || member.profile.nickname || member.loginEmail || 'A member';
};
