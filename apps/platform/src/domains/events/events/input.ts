import { type EventInput, RichContentNodeTypes } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import { isTimeZone } from '../../../kernel/time-zone.js';
import type { EventRecord } from './record.js';

const NODE_TYPES = new Set<string>(RichContentNodeTypes);
/** Deepest nesting a description may have (a table in a layout in a collapsible list is five). */
const MAX_NODE_DEPTH = 12;
const MAX_NODES = 5_000;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A description's tree is kept as the owner sent it; this only refuses what the spec's node
 * list does not name, and trees too deep or too large to store.
 */
export function checkRichContent(description: { nodes: unknown[] }, at: string): void {
  let seen = 0;
  const visit = (nodes: unknown[], path: string, depth: number): void => {
    if (depth > MAX_NODE_DEPTH)
      throw ValidationError.field(path, `nests deeper than ${MAX_NODE_DEPTH} levels`, 'MAX');
    nodes.forEach((node, index) => {
      const here = `${path}.${index}`;
      seen += 1;
      if (seen > MAX_NODES) throw ValidationError.field(at, `holds more than ${MAX_NODES} nodes`, 'MAX_SIZE');
      if (typeof node !== 'object' || node === null || Array.isArray(node))
        throw ValidationError.field(here, 'must be a node object', 'FORMAT');
      const { type, nodes: children } = node as { type?: unknown; nodes?: unknown };
      if (typeof type !== 'string' || !NODE_TYPES.has(type))
        throw ValidationError.field(`${here}.type`, 'is not a rich-content node type', 'INVALID_ENUM_VALUE');
      if (children !== undefined) {
        if (!Array.isArray(children))
          throw ValidationError.field(`${here}.nodes`, 'must be a list', 'FORMAT');
        visit(children, `${here}.nodes`, depth + 1);
      }
    });
  };
  visit(description.nodes, `${at}.nodes`, 1);
}

const instant = (value: string): string => new Date(value).toISOString();

/** The date settings of an input: UTC instants, a known zone, an end after the start. */
export function datesOf(dates: EventInput['dateAndTimeSettings']): EventRecord['dateAndTimeSettings'] {
  if (!isTimeZone(dates.timeZoneId))
    throw ValidationError.field('event.dateAndTimeSettings.timeZoneId', 'is not an IANA time zone', 'FORMAT');
  const startDate = instant(dates.startDate);
  const endDate = instant(dates.endDate);
  if (endDate <= startDate)
    throw ValidationError.field('event.dateAndTimeSettings.endDate', 'must be after startDate', 'VALIDATION');
  return {
    dateAndTimeTbd: dates.dateAndTimeTbd ?? false,
    startDate,
    endDate,
    timeZoneId: dates.timeZoneId,
    hideEndDate: dates.hideEndDate ?? false,
    showTimeZone: dates.showTimeZone ?? false,
  };
}

/** Registration settings: RSVP windows in order, an external event's link, a ticket limit per order. */
export function registrationOf(input: EventInput['registration']): EventRecord['registration'] {
  const rsvp = input.rsvp;
  if (rsvp?.startDate && rsvp.endDate && instant(rsvp.endDate) <= instant(rsvp.startDate))
    throw ValidationError.field('event.registration.rsvp.endDate', 'must be after startDate', 'VALIDATION');
  if (input.initialType === 'EXTERNAL' && !input.external)
    throw ValidationError.field(
      'event.registration.external.url',
      'is required for external registration',
      'REQUIRED_FIELD',
    );
  return {
    initialType: input.initialType,
    allowedGuestTypes: input.allowedGuestTypes ?? 'VISITOR_OR_MEMBER',
    registrationDisabled: input.registrationDisabled ?? false,
    ...(input.initialType === 'RSVP'
      ? {
          rsvp: {
            responseType: rsvp?.responseType ?? 'YES_ONLY',
            ...(rsvp?.limit !== undefined ? { limit: rsvp.limit } : {}),
            waitlistEnabled: rsvp?.waitlistEnabled ?? false,
            ...(rsvp?.startDate ? { startDate: instant(rsvp.startDate) } : {}),
            ...(rsvp?.endDate ? { endDate: instant(rsvp.endDate) } : {}),
          },
        }
      : {}),
    tickets: {
      ticketLimitPerOrder: input.tickets?.ticketLimitPerOrder ?? 20,
      ...(input.tickets?.delayedPaymentCapture ? { delayedPaymentCapture: true } : {}),
    },
    ...(input.initialType === 'EXTERNAL' && input.external ? { external: { url: input.external.url } } : {}),
  };
}

/** Categories by name; a name kept from before keeps its id and date. */
export function categoriesOf(
  names: readonly string[] | undefined,
  before: EventRecord['categories'],
  now: string,
): EventRecord['categories'] {
  if (names === undefined) return before;
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  return unique.map(
    (name) => before.find((category) => category.name === name) ?? { id: newId(), name, createdDate: now },
  );
}

/** Checks a slug the owner chose. */
export function checkSlug(slug: string): void {
  if (!SLUG_PATTERN.test(slug))
    throw new ValidationError([
      {
        field: 'event.slug',
        description: 'may hold only lower-case letters, digits and single hyphens',
        violatedRule: 'FORMAT',
        ruleName: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
      },
    ]);
}

/** A new event from the owner's input, published at `now` unless a draft. */
export function newEventRecord(
  siteId: string,
  input: EventInput,
  draft: boolean,
  slug: string,
  now: string,
): EventRecord {
  if (input.description) checkRichContent(input.description, 'event.description');
  return {
    id: newId(),
    siteId,
    title: input.title,
    slug,
    ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
    ...(input.detailedDescription !== undefined ? { detailedDescription: input.detailedDescription } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.mainImage ? { mainImage: input.mainImage } : {}),
    location: input.location,
    dateAndTimeSettings: datesOf(input.dateAndTimeSettings),
    registration: registrationOf(input.registration),
    categories: categoriesOf(input.categories, [], now),
    phase: draft ? 'DRAFT' : 'PUBLISHED',
    createdDate: now,
    updatedDate: now,
    ...(draft ? {} : { publishedDate: now }),
    revision: 1,
  };
}
