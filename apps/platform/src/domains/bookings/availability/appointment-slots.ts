import { type Interval, intersect, normalise, subtract } from './intervals.js';
import { type WeeklySpan, weeklySpansBetween } from './weekly-hours.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How an appointment service cuts time into slots. */
export interface AppointmentRules {
  durationMinutes: number;
  /** Kept free before and after each of the staff member's sessions (Wix's time between sessions). */
  bufferMinutes: number;
  /** A slot starts every this many minutes from the start of each working span; the duration when absent. */
  stepMinutes?: number;
}

/** One staff member as availability sees them. */
export interface StaffTime {
  id: string;
  /** Their weekly hours; none means the business's hours. */
  workingHours: readonly WeeklySpan[];
  /** Days or hours off. */
  timeOff: readonly Interval[];
  /** Their sessions already booked (any service): each blocks its time and the buffer around it. */
  sessions: readonly Interval[];
}

export interface AppointmentSlot extends Interval {
  staffId: string;
}

/**
 * The appointment slots of [from, to) (by start), one per staff member free for the whole
 * session: within the staff member's working hours and the business's hours, clear of time off
 * and of their booked sessions widened by the buffer. Slots sit on a grid that starts where each
 * working span starts, so a booking removes slots without shifting the others.
 */
export function appointmentSlots(input: {
  rules: AppointmentRules;
  staff: readonly StaffTime[];
  businessHours: readonly WeeklySpan[];
  zone: string;
  from: number;
  to: number;
}): AppointmentSlot[] {
  const { rules, zone, from, to } = input;
  const duration = rules.durationMinutes * MINUTE_MS;
  const step = (rules.stepMinutes ?? rules.durationMinutes) * MINUTE_MS;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  if (duration <= 0 || step <= 0 || to <= from) return [];
  // Spans are read a day around the range, so a span that began before `from` keeps its grid.
  const windowStart = from - DAY_MS;
  const windowEnd = to + DAY_MS;
  const business = weeklySpansBetween(input.businessHours, windowStart, windowEnd, zone);
  const slots: AppointmentSlot[] = [];
  for (const member of input.staff) {
    const own = member.workingHours.length > 0 ? member.workingHours : input.businessHours;
    const working = intersect(weeklySpansBetween(own, windowStart, windowEnd, zone), business);
    const blocked = [
      ...member.timeOff,
      ...member.sessions.map((session) => ({ start: session.start - buffer, end: session.end + buffer })),
    ];
    const free = subtract(working, blocked);
    for (const span of normalise(working)) {
      for (let start = span.start; start + duration <= span.end; start += step) {
        if (start < from || start >= to) continue;
        const end = start + duration;
        if (free.some((gap) => gap.start <= start && end <= gap.end))
          slots.push({ start, end, staffId: member.id });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start || a.staffId.localeCompare(b.staffId));
}
