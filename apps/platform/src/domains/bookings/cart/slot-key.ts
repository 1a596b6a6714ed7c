/**
 * What a bookings cart line books, kept in the line's `variantId` (the only part of a line ecom
 * stores and hands back when the order is placed): a session by its start and end, and the staff
 * member when the buyer chose one; a course line has no key, since a course is booked whole.
 */
export interface CartSlot {
  start: number;
  end: number;
  staffId?: string;
}

const SEPARATOR = '/';
const MAX_SESSION_MS = 7 * 24 * 3_600_000;

/** `2026-12-01T15:00:00.000Z/2026-12-01T15:30:00.000Z[/staffId]`: at most 86 characters. */
export function slotKey(slot: CartSlot): string {
  const parts = [new Date(slot.start).toISOString(), new Date(slot.end).toISOString()];
  if (slot.staffId) parts.push(slot.staffId);
  return parts.join(SEPARATOR);
}

/** The slot a key names; undefined for anything that is not one (a course line's empty key too). */
export function parseSlotKey(key: string): CartSlot | undefined {
  const [startIso, endIso, staffId, ...rest] = key.split(SEPARATOR);
  if (!startIso || !endIso || rest.length > 0 || staffId === '') return undefined;
  return checkedSlot(startIso, endIso, staffId);
}

/**
 * The slot a buyer names in `catalogReference.options.options` when adding it to the cart:
 * `startDate` and `endDate` as the availability entry gave them, `staffMemberId` to choose who.
 */
export function slotOfOptions(options: Readonly<Record<string, string>>): CartSlot | undefined {
  const { startDate, endDate, staffMemberId } = options;
  if (!startDate || !endDate) return undefined;
  return checkedSlot(startDate, endDate, staffMemberId);
}

function checkedSlot(startIso: string, endIso: string, staffId: string | undefined): CartSlot | undefined {
  const start = instantOf(startIso);
  const end = instantOf(endIso);
  if (start === undefined || end === undefined || end <= start || end - start > MAX_SESSION_MS)
    return undefined;
  if (staffId !== undefined && !/^[A-Za-z0-9_-]{1,60}$/.test(staffId)) return undefined;
  return { start, end, ...(staffId ? { staffId } : {}) };
}

/** An instant written in full with its zone (as the availability calls answer), to the millisecond. */
function instantOf(iso: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(iso)) return undefined;
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? undefined : instant;
}
