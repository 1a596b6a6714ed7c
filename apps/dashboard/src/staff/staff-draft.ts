import type { StaffMember } from '@bazaar/sdk/bookings';
import { isEmail } from '../form-rules';
import type { siteClient } from '../platform';
import { inWeekOrder, spansProblem, type WeeklySpan } from '../services/weekly-spans';
import { instantOfLocal, localDateTime } from '../zoned-dates';

type StaffInput = Parameters<ReturnType<typeof siteClient>['staffMembers']['createStaffMember']>[0];

/** Time away as typed: two local date-times on the site's clock ("2026-12-24T09:00"). */
export interface Away {
  from: string;
  until: string;
}

/** A staff member as the editor holds them. */
export interface StaffDraft {
  name: string;
  email: string;
  description: string;
  /** Their own hours; none: the business's hours. */
  hours: WeeklySpan[];
  away: Away[];
  active: boolean;
}

export const emptyStaff = (): StaffDraft => ({
  name: '',
  email: '',
  description: '',
  hours: [],
  away: [],
  active: true,
});

export function draftOf(member: StaffMember, zone: string): StaffDraft {
  return {
    name: member.name,
    email: member.email ?? '',
    description: member.description ?? '',
    hours: inWeekOrder(member.workingHours as WeeklySpan[]),
    away: member.timeOff.map((span) => ({
      from: localDateTime(span.start, zone),
      until: localDateTime(span.end, zone),
    })),
    active: member.status !== 'INACTIVE',
  };
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** What keeps the staff member from being saved, by field, as sentences. */
export function problemsOf(draft: StaffDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = 'Write their name.';
  else if (draft.name.trim().length > 100) problems.name = 'A name has at most 100 characters.';
  if (draft.email.trim() && !isEmail(draft.email))
    problems.email = 'Write an email address like name@example.com, or leave it blank.';
  const hours = spansProblem(draft.hours);
  if (hours) problems.hours = hours;
  if (draft.away.some((span) => !LOCAL.test(span.from) || !LOCAL.test(span.until)))
    problems.away = 'Give each time away a start and an end.';
  else if (draft.away.some((span) => span.until <= span.from))
    problems.away = 'Each time away ends after it starts.';
  return problems;
}

/** The staff member as the platform takes them; time away in UTC instants. */
export function staffInputOf(draft: StaffDraft, zone: string): StaffInput {
  return {
    name: draft.name.trim(),
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    description: draft.description.trim(),
    status: draft.active ? 'ACTIVE' : 'INACTIVE',
    workingHours: inWeekOrder(draft.hours),
    timeOff: draft.away.map((span) => ({
      start: instantOfLocal(span.from, zone),
      end: instantOfLocal(span.until, zone),
    })),
  };
}
